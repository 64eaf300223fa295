import type { ReactNode } from 'react';
import './globals.css';

// The <html> element lives in app/[locale]/layout.tsx, which knows the language;
// this root layout only exists so that app/not-found.tsx has one.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
