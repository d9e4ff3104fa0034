/** localStorage that never throws (private mode, disabled storage). */
export const safeLocalStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the choice lasts for this page only */
    }
  },
};

/** A Web Storage area as core's KeyValueStorage; reads and writes never throw (storage unavailable → no-op). */
export function browserStorage(area: 'localStorage' | 'sessionStorage') {
  const target = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window[area];
    } catch {
      return null;
    }
  };
  return {
    getItem(key: string): string | null {
      try {
        return target()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key: string, value: string): void {
      try {
        target()?.setItem(key, value);
      } catch {
        /* the value lasts for this page only */
      }
    },
    removeItem(key: string): void {
      try {
        target()?.removeItem(key);
      } catch {
        /* ignore */
      }
    },
  };
}
