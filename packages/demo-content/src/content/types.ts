import type { Vertical } from '@magazine/contracts';

export interface Bilingual {
  vi: string;
  en: string;
}

export const TOPIC_KEYS = [
  'culture',
  'food',
  'travel',
  'lifestyle',
  'business',
  'tech',
  'wellness',
  'careers',
  'arts',
  'music',
  'fashion',
  'environment',
  'education',
] as const;
export type TopicKey = (typeof TOPIC_KEYS)[number];

export interface TopicDef {
  key: TopicKey;
  name: Bilingual;
  description: Bilingual;
  /** the vertical an article of this topic may belong to */
  vertical: Vertical | null;
}

/** A headline with its standfirst, in both languages; `{slot}` marks are filled from slots.ts. */
export interface HeadlineTemplate {
  topic: TopicKey;
  title: Bilingual;
  dek: Bilingual;
}

export interface TopicText {
  topic: TopicKey;
  sentences: Bilingual[];
  headings: Bilingual[];
}
