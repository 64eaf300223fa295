// The readable SPEC cookies the page looks at (web_custom_islogin, firstLogin, flash); the
// token cookie is HttpOnly and never seen here.

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
