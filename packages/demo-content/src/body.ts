import { type Block, type Locale, slugify } from '@magazine/contracts';
import { CAPTIONS, COMMON_HEADINGS, COMMON_SENTENCES, LISTS, QUOTES } from './content/common-text';
import { PROFESSIONS } from './content/slots';
import { TOPIC_TEXT_A } from './content/topic-text-a';
import { TOPIC_TEXT_B } from './content/topic-text-b';
import type { Bilingual, TopicKey, TopicText } from './content/types';
import { coverImageSet } from './image-pool';
import type { Random } from './random';

const TOPIC_TEXT = new Map<TopicKey, TopicText>([...TOPIC_TEXT_A, ...TOPIC_TEXT_B].map((t) => [t.topic, t]));

type PlannedBlock =
  | { type: 'paragraph'; sentences: Bilingual[] }
  | { type: 'heading'; level: 2 | 3; text: Bilingual }
  | { type: 'image'; poolIndex: number; caption: Bilingual }
  | { type: 'quote'; text: Bilingual; name: string; profession: Bilingual }
  | { type: 'list'; ordered: boolean; items: Bilingual[] };

/** The shape of an article body, chosen once so both translations get the same blocks. */
export type BodyPlan = PlannedBlock[];

export function topicText(topic: TopicKey): TopicText {
  const text = TOPIC_TEXT.get(topic);
  if (!text) throw new Error(`no sentence bank for topic ${topic}`);
  return text;
}

function takeSentences(pool: Bilingual[], cursor: { at: number }, count: number): Bilingual[] {
  const out: Bilingual[] = [];
  for (let i = 0; i < count; i++) {
    // a long article may exhaust the pool; wrapping round beats inventing filler
    out.push(pool[cursor.at % pool.length] as Bilingual);
    cursor.at++;
  }
  return out;
}

/** One topic sentence, then two general ones: every paragraph stays on its subject. */
function interleave(topical: Bilingual[], general: Bilingual[]): Bilingual[] {
  const out: Bilingual[] = [];
  let g = 0;
  for (const sentence of topical) {
    out.push(sentence, ...general.slice(g, g + 2));
    g += 2;
  }
  return [...out, ...general.slice(g)];
}

export function planBody(rng: Random, topic: TopicKey, coverIndex: number, citeNames: string[]): BodyPlan {
  const bank = topicText(topic);
  const pool = interleave(
    rng.sample(bank.sentences, bank.sentences.length),
    rng.sample(COMMON_SENTENCES, COMMON_SENTENCES.length),
  );
  const cursor = { at: 0 };
  const headings = rng.sample([...bank.headings, ...COMMON_HEADINGS], rng.int(1, 3));
  const extras: PlannedBlock[] = [];
  const imageCount = rng.int(1, 2);
  for (let i = 0; i < imageCount; i++) {
    extras.push({ type: 'image', poolIndex: coverIndex + 7 + i * 11, caption: rng.pick(CAPTIONS) });
  }
  if (rng.chance(0.5)) {
    extras.push({
      type: 'quote',
      text: rng.pick(QUOTES),
      name: rng.pick(citeNames),
      profession: rng.pick(PROFESSIONS),
    });
  }
  if (rng.chance(0.4)) extras.push({ type: 'list', ordered: rng.chance(0.5), items: rng.pick(LISTS) });
  const minParagraphs = Math.max(3, headings.length + 1, 6 - headings.length - extras.length);
  const paragraphCount = rng.int(minParagraphs, 7);

  // sections: an untitled introduction, then one per heading; each holds at least one paragraph
  const sections: PlannedBlock[][] = [[]];
  for (const text of headings) sections.push([{ type: 'heading', level: rng.chance(0.75) ? 2 : 3, text }]);
  for (let p = 0; p < paragraphCount; p++) {
    const section = p < sections.length ? (sections[p] as PlannedBlock[]) : rng.pick(sections);
    section.push({ type: 'paragraph', sentences: takeSentences(pool, cursor, rng.int(2, 4)) });
  }
  for (const extra of extras) {
    const section = rng.pick(sections);
    const firstParagraph = section.findIndex((b) => b.type === 'paragraph');
    section.splice(firstParagraph + 1, 0, extra);
  }
  return sections.flat();
}

export function renderBody(plan: BodyPlan, lang: Locale): Block[] {
  return plan.map((block): Block => {
    switch (block.type) {
      case 'paragraph':
        return { type: 'paragraph', text: block.sentences.map((s) => s[lang]).join(' ') };
      case 'heading':
        return {
          type: 'heading',
          level: block.level,
          text: block.text[lang],
          anchor: slugify(block.text[lang]),
        };
      case 'image':
        return {
          type: 'image',
          image: coverImageSet(block.poolIndex, block.caption[lang]),
          caption: block.caption[lang],
        };
      case 'quote':
        return { type: 'quote', text: block.text[lang], cite: `${block.name}, ${block.profession[lang]}` };
      default:
        return { type: 'list', ordered: block.ordered, items: block.items.map((item) => item[lang]) };
    }
  });
}

export function countWords(blocks: Block[]): number {
  let words = 0;
  const add = (text: string) => {
    words += text.split(/\s+/).filter(Boolean).length;
  };
  for (const block of blocks) {
    if (block.type === 'list') block.items.forEach(add);
    else if (block.type === 'image') add(block.caption);
    else add(block.text);
  }
  return words;
}
