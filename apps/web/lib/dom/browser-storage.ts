// What the page keeps in the browser: the readable SPEC cookies it looks at (web_custom_islogin,
// firstLogin, flash; the token cookie is HttpOnly and never seen here), and this tab's
// sessionStorage.

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

// This tab's sessionStorage, where every call may fail: storage disabled by the browser's
// settings, full, or (on the server) absent. What is kept there is a convenience, so a failure
// reads as nothing kept and a write that fails is dropped.

export function tabRead(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; null (or an empty string) removes it. */
export function tabWrite(key: string, value: string | null): void {
  try {
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  } catch {}
}

/** Reads a value once: it is removed as it is read. */
export function tabTake(key: string): string | null {
  const value = tabRead(key);
  if (value !== null) tabWrite(key, null);
  return value;
}
