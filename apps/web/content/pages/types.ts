import type { Locale } from '@magazine/contracts';
import type { InternalPath } from '@/i18n/pathnames';

/** A page of the site a text page can point to (one without parameters). */
export type ProseLink = { label: string; href: Exclude<InternalPath, `${string}[${string}`> };
export type ProseSection = { heading?: string; paragraphs?: string[]; items?: string[]; links?: ProseLink[] };
export type ProsePage = { title: string; description: string; sections: ProseSection[] };
export type BilingualPage = Record<Locale, ProsePage>;
