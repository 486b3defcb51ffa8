// Ambient declarations for files esbuild handles but TypeScript does not understand.
declare module '*.css';
