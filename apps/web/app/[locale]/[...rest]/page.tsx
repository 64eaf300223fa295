import { notFound } from 'next/navigation';

// Any deeper unknown path (/a/b, /en/a/b) gets the localized 404 of app/[locale]/not-found.tsx.
export function generateStaticParams() {
  return [];
}

export default function CatchAll() {
  notFound();
}
