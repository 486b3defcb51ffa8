/**
 * Dictionary data per type, loaded once however many tags and selects ask (a list page with ten
 * dictionary columns and a query form otherwise sends the same request many times). The loader is
 * injected: the app wires it to GET /htservice/dict/data/dictType/{type}. A failed load is forgotten
 * so the next ask retries.
 */

/** A dictionary data row as tags and selects need it (DESIGN.md section 4 field names); `dictType` lets a built-in label follow the language. */
export type DictData = { dictLabel: string; dictValue: string; dictType?: string; listClass?: string | null; cssClass?: string | null };
export type DictLoader = (type: string) => Promise<DictData[]>;

export type DictCache = {
  get(type: string): Promise<DictData[]>;
  /** The rows if already loaded, for a first render without a flash. */
  peek(type: string): DictData[] | undefined;
  /** Forgets one type, or all (after editing dictionary data, on logout). */
  clear(type?: string): void;
};

export function createDictCache(loader: DictLoader): DictCache {
  const pending = new Map<string, Promise<DictData[]>>();
  const loaded = new Map<string, DictData[]>();
  return {
    get(type) {
      let entry = pending.get(type);
      if (!entry) {
        entry = loader(type).then(
          (rows) => {
            if (pending.get(type) === entry) loaded.set(type, rows);
            return rows;
          },
          (error: unknown) => {
            if (pending.get(type) === entry) pending.delete(type);
            throw error;
          },
        );
        pending.set(type, entry);
      }
      return entry;
    },
    peek: (type) => loaded.get(type),
    clear(type) {
      if (type === undefined) {
        pending.clear();
        loaded.clear();
      } else {
        pending.delete(type);
        loaded.delete(type);
      }
    },
  };
}

let shared: DictCache | undefined;

/** Called once by the app with the request that loads one type. */
export function configureDictLoader(loader: DictLoader): void {
  shared = createDictCache(loader);
}

function cache(): DictCache {
  if (!shared) throw new Error('configureDictLoader() must run before dictionaries are read');
  return shared;
}

export const getDict = (type: string): Promise<DictData[]> => cache().get(type);
export const peekDict = (type: string): DictData[] | undefined => shared?.peek(type);
export function clearDictCache(type?: string): void {
  shared?.clear(type);
}
