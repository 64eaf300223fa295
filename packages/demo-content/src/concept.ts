import type { Locale } from '@magazine/contracts';
import { HEADLINES_A } from './content/headlines-a';
import { HEADLINES_B } from './content/headlines-b';
import { HEADLINES_C } from './content/headlines-c';
import {
  CITIES,
  CRAFTS,
  DISHES,
  GENRES,
  HABITS,
  LIST_COUNTS,
  PLACES,
  PROFESSIONS,
  SUBJECTS,
  TECHS,
  WEARS,
  YEAR_COUNTS,
} from './content/slots';
import type { Bilingual, HeadlineTemplate, TopicKey } from './content/types';
import type { Random } from './random';

export const HEADLINES: HeadlineTemplate[] = [...HEADLINES_A, ...HEADLINES_B, ...HEADLINES_C];

/** One value per slot kind; a template uses only the slots it names. */
export interface SlotValues {
  city: Bilingual;
  dish: Bilingual;
  profession: Bilingual;
  habit: Bilingual;
  place: Bilingual;
  craft: Bilingual;
  genre: Bilingual;
  tech: Bilingual;
  wear: Bilingual;
  subject: Bilingual;
  n: number;
  years: number;
}

/** The language-neutral idea behind an article: rendered once per language it appears in. */
export interface Concept {
  template: HeadlineTemplate;
  topic: TopicKey;
  slots: SlotValues;
}

/** A concept from `templates`: every article's pool, or the adults-only pieces' (ADULT_HEADLINES). */
export function pickConcept(rng: Random, templates: HeadlineTemplate[] = HEADLINES): Concept {
  const template = rng.pick(templates);
  const slots: SlotValues = {
    city: rng.pick(CITIES),
    dish: rng.pick(DISHES),
    profession: rng.pick(PROFESSIONS),
    habit: rng.pick(HABITS),
    place: rng.pick(PLACES),
    craft: rng.pick(CRAFTS),
    genre: rng.pick(GENRES),
    tech: rng.pick(TECHS),
    wear: rng.pick(WEARS),
    subject: rng.pick(SUBJECTS),
    n: rng.pick(LIST_COUNTS),
    years: rng.pick(YEAR_COUNTS),
  };
  return { template, topic: template.topic, slots };
}

function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

function capitalizeFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Fills `{slot}` marks for one language; unknown marks are left alone so a typo shows up in review. */
export function fillSlots(text: string, slots: SlotValues, lang: Locale): string {
  const filled = text.replace(/\{(\w+)\}/g, (mark, name: string) => {
    if (name === 'n' || name === 'years') return String(slots[name]);
    if (name === 'a_profession')
      return lang === 'en' ? withArticle(slots.profession.en) : slots.profession.vi;
    if (name === 'professions') return lang === 'en' ? `${slots.profession.en}s` : slots.profession.vi;
    const value = slots[name as keyof SlotValues];
    return typeof value === 'object' ? value[lang] : mark;
  });
  return capitalizeFirst(filled);
}

/** Slugs stay readable in English: "Saigon's" gives "saigons", not "saigon-s". */
export function titleToSlugSource(title: string): string {
  return title.replace(/['’]/g, '');
}
