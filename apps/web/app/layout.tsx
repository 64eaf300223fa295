import type { ReactNode } from 'react';
import './globals.css';

// No page may sit in a shared cache longer than this unrevalidated: text pages (otherwise
// "static", which Next sends as s-maxage of a year) are looked at again every 5 minutes; pages that
// read the API set a shorter revalidate of their own, and the lowest wins.
export const revalidate = 300;

// The <html> element lives in app/[locale]/layout.tsx, which knows the language;
// this root layout only exists so that app/not-found.tsx has one.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
