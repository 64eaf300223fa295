// What the page keeps in the browser: the readable SPEC cookies it looks at (web_custom_islogin,
// firstLogin, flash; the token cookie is HttpOnly and never seen here), this tab's
// sessionStorage, and the localStorage kept across visits.

/** The cookie's value as the browser has it (decoded), or null. */
export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return null;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves
  document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
}

/** Reads a one-time cookie and removes it. */
export function takeCookie(name: string): string | null {
  const value = readCookie(name);
  if (value !== null) deleteCookie(name);
  return value;
}

// Web storage, where every call may fail: storage disabled by the browser's settings (even asking
// for it throws), full, damaged, or (on the server) absent. What is kept there is a convenience,
// so a failure reads as nothing kept and a write that fails is dropped.

/** A Storage whose calls never throw. */
function forgiving(storage: () => Storage) {
  return {
    getItem(key: string): string | null {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key: string, value: string): void {
      try {
        storage().setItem(key, value);
      } catch {}
    },
    removeItem(key: string): void {
      try {
        storage().removeItem(key);
      } catch {}
    },
  };
}

// this tab's sessionStorage
const tab = forgiving(() => sessionStorage);

export function tabRead(key: string): string | null {
  return tab.getItem(key);
}

/** Keeps `value` under `key`; null (or an empty string) removes it. */
export function tabWrite(key: string, value: string | null): void {
  if (value) tab.setItem(key, value);
  else tab.removeItem(key);
}

/** Reads a value once: it is removed as it is read. */
export function tabTake(key: string): string | null {
  const value = tabRead(key);
  if (value !== null) tabWrite(key, null);
  return value;
}

/**
 * localStorage, kept across visits: the banners closed, the surveys answered or dismissed, the
 * player's episode and its places.
 */
export const lasting = forgiving(() => localStorage);

const PROBE_KEY = 'storage-probe';

/** Whether anything can be kept across visits: a probe is written, read back and removed (false where any fails). */
export function canKeep(): boolean {
  try {
    localStorage.setItem(PROBE_KEY, '1');
    const kept = localStorage.getItem(PROBE_KEY) === '1';
    localStorage.removeItem(PROBE_KEY);
    return kept;
  } catch {
    return false;
  }
}
