/** Cookie, session-storage and local-storage helpers: the only code that touches document.cookie and Web Storage. */

export type CookieOptions = { expires?: Date | number; path?: string };

export const cookies = {
  get(name: string): string | undefined {
    const prefix = `${encodeURIComponent(name)}=`;
    const hit = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    return hit === undefined ? undefined : decodeURIComponent(hit.slice(prefix.length));
  },
  /** `expires` is a Date or a number of days; SameSite=Strict because the cookie is only shell storage. */
  set(name: string, value: string, options: CookieOptions = {}): void {
    let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${options.path ?? '/'}; SameSite=Strict`;
    if (options.expires !== undefined) {
      const at = typeof options.expires === 'number' ? new Date(Date.now() + options.expires * 864e5) : options.expires;
      cookie += `; expires=${at.toUTCString()}`;
    }
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from the browsers the build targets (Firefox 115, Safari 16); this file is the one place that writes cookies.
    document.cookie = cookie;
  },
  remove(name: string, path = '/'): void {
    // biome-ignore lint/suspicious/noDocumentCookie: as in set(): no Cookie Store API in the targeted browsers, and callers expect the removal done on return.
    document.cookie = `${encodeURIComponent(name)}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  },
};

function webStorage(area: () => Storage) {
  return {
    get(key: string): string | null {
      return area().getItem(key);
    },
    set(key: string, value: string): void {
      area().setItem(key, value);
    },
    getJSON<T>(key: string): T | null {
      const raw = area().getItem(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJSON(key: string, value: unknown): void {
      area().setItem(key, JSON.stringify(value));
    },
    remove(key: string): void {
      area().removeItem(key);
    },
  };
}

export const sessionCache = webStorage(() => window.sessionStorage);
export const localCache = webStorage(() => window.localStorage);
