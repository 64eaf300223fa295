// One header of an answer changed as its head goes out, whichever way the handler gave it: set
// before (`setHeader`, `appendHeader`) or passed to `writeHead` itself, whose headers win over
// the set ones. Used by the site's server for what Next.js sets and cannot be told otherwise:
// an error answer's Cache-Control (server.mjs) and the token cookie's separator (token-cookie.mjs).

/**
 * Before `res`'s head is written, `change(value, status)` gives the header `name`'s new value,
 * or `undefined` to leave it as it is; it sees the set value (`undefined` if none) and then each
 * value given to `writeHead`. The handler's own headers object is copied, never changed (it may
 * be one object shared by every answer).
 */
export function changeHeaderAtHead(res, name, change) {
  const lower = name.toLowerCase();
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    const next = change(res.getHeader(lower), status);
    if (next !== undefined) res.setHeader(lower, next);
    const last = rest.at(-1);
    if (last && typeof last === 'object' && !Array.isArray(last)) {
      let copy;
      for (const key of Object.keys(last)) {
        if (key.toLowerCase() !== lower) continue;
        const value = change(last[key], status);
        if (value === undefined) continue;
        copy ??= { ...last };
        copy[key] = value;
      }
      if (copy) rest[rest.length - 1] = copy;
    }
    return writeHead.call(this, status, ...rest);
  };
}
