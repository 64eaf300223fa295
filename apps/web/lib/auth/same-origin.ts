/**
 * State-changing route handlers answer only requests from this site's own pages: the browser
 * sends `Origin` with every cross-site POST, and a JSON body must say so in its content type.
 * (Server actions get the same check from Next.js.)
 */
export function isSameOrigin(req: Request, options: { allowUpload?: boolean } = {}): boolean {
  const origin = req.headers.get('origin');
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  if (!origin || !host) return false;
  try {
    return (
      new URL(origin).host === host &&
      isAcceptedType(req.headers.get('content-type') ?? '', options.allowUpload === true)
    );
  } catch {
    return false;
  }
}

/** JSON, or a multipart upload (a file form) where the caller allows it. */
function isAcceptedType(type: string, allowUpload: boolean): boolean {
  return type.startsWith('application/json') || (allowUpload && type.startsWith('multipart/form-data'));
}
