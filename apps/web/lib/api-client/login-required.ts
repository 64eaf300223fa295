type BrowserLike = {
  location: { pathname: string; search: string; assign(url: string): void };
  localStorage: { clear(): void };
};

export function loginUrl(currentPath: string): string {
  return `/login?redirect=${encodeURIComponent(currentPath)}`;
}

/** SPEC §8: code -1 sends the reader to the login page and clears local storage. */
export function redirectToLogin(win: BrowserLike | undefined = globalThis.window): void {
  if (!win) return;
  const { pathname, search } = win.location;
  win.localStorage.clear();
  win.location.assign(loginUrl(`${pathname}${search}`));
}
