// Types of postgres-cluster.mjs (plain JS so test/run.mjs can use it without a loader).
export type PostgresCluster = { url: string; pause(): Promise<void>; resume(): Promise<void>; stop(): void };
export function postgresBin(): string | null;
export function startPostgres(): Promise<PostgresCluster>;
export function createDatabase(clusterUrl: string, name: string): Promise<string>;
export function dropDatabase(clusterUrl: string, name: string): Promise<void>;
