import type { Vertical } from '@magazine/contracts';
import { type BodyPlan, planBody } from './body';
import { type Concept, pickConcept } from './concept';
import { SERIES } from './content/series';
import { TAGS } from './content/tags';
import { TOPICS } from './content/topics';
import type { HeadlineTemplate, TopicKey } from './content/types';
import type { Random } from './random';
import type { Taxonomy } from './taxonomy';

/** Everything about an article that does not depend on its language. */
export interface ArticleDesign {
  concept: Concept;
  body: BodyPlan;
  coverIndex: number;
  authorIndexes: number[];
  tagIndexes: number[];
  seriesIndex: number | null;
  vertical: Vertical | null;
}

const GENERAL_TAGS = TAGS.flatMap((t, i) => (!t.topic && !t.city ? [i] : []));

function pickTags(rng: Random, concept: Concept): number[] {
  const topicTags = TAGS.flatMap((t, i) => (t.topic === concept.topic ? [i] : []));
  const usesCity = concept.template.title.vi.includes('{city}');
  const cityTag = usesCity ? TAGS.findIndex((t) => t.city === concept.slots.city.vi) : -1;
  const ordered = [
    ...(cityTag >= 0 ? [cityTag] : []),
    ...rng.sample(topicTags, topicTags.length),
    ...rng.sample(GENERAL_TAGS, GENERAL_TAGS.length),
  ];
  return ordered.slice(0, rng.int(1, 4));
}

function pickAuthors(rng: Random, topic: TopicKey, taxonomy: Taxonomy): number[] {
  const all = taxonomy.authorIds.map((_, i) => i);
  const specialists = taxonomy.authorsByTopic.get(topic) ?? [];
  const first = specialists.length > 0 && rng.chance(0.75) ? rng.pick(specialists) : rng.pick(all);
  if (!rng.chance(0.2)) return [first];
  return [first, rng.pick(all.filter((i) => i !== first))];
}

/**
 * How many concepts an article may draw to find a title its languages have not used yet. The
 * demo's 160 a language all get one of their own; past a few hundred (the scale mode) titles
 * repeat, as the templates and slots run out.
 */
const CONCEPT_DRAWS = 12;

/**
 * `isTaken` tells whether a concept's title is already used; the draws that follow a taken one
 * come from the same stream, so an article whose first concept is free is designed as it always was.
 */
export function designArticle(
  rng: Random,
  taxonomy: Taxonomy,
  coverIndex: number,
  isTaken: (concept: Concept) => boolean = () => false,
  templates?: HeadlineTemplate[],
): ArticleDesign {
  let concept = pickConcept(rng, templates);
  for (let draw = 1; draw < CONCEPT_DRAWS && isTaken(concept); draw++) concept = pickConcept(rng, templates);
  const seriesIndex = SERIES.findIndex((s) => s.topic === concept.topic);
  const topicVertical = TOPICS.find((t) => t.key === concept.topic)?.vertical ?? null;
  return {
    concept,
    body: planBody(rng, concept.topic, coverIndex, taxonomy.citeNames),
    coverIndex,
    authorIndexes: pickAuthors(rng, concept.topic, taxonomy),
    tagIndexes: pickTags(rng, concept),
    seriesIndex: seriesIndex >= 0 && rng.chance(0.45) ? seriesIndex : null,
    vertical: topicVertical && rng.chance(0.4) ? topicVertical : null,
  };
}
