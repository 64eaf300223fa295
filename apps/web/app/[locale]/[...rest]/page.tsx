import { notFound } from 'next/navigation';

// Any deeper unknown path (/a/b, /en/a/b) gets the localized 404 of app/[locale]/not-found.tsx.
// A 404 is kept as briefly as the pages whose address it may become.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

export default function CatchAll() {
  notFound();
}
