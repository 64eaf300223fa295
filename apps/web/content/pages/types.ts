import type { Locale } from '@magazine/contracts';

export type ProseSection = { heading?: string; paragraphs?: string[]; items?: string[] };
export type ProsePage = { title: string; description: string; sections: ProseSection[] };
export type BilingualPage = Record<Locale, ProsePage>;
