import { fakerEN, fakerVI } from '@faker-js/faker';

export const VI_AUTHOR_COUNT = 17;
export const EN_AUTHOR_COUNT = 3;
const CITE_NAME_COUNT = 40;

export interface PeopleNames {
  authors: string[];
  /** people quoted inside articles */
  citeNames: string[];
}

function drawUnique(count: number, taken: Set<string>, draw: () => string): string[] {
  const out: string[] = [];
  while (out.length < count) {
    const name = draw();
    if (taken.has(name)) continue;
    taken.add(name);
    out.push(name);
  }
  return out;
}

/** Vietnamese names are family name first; faker's vi locale joins them the other way round. */
export function drawPeopleNames(seed: number): PeopleNames {
  fakerVI.seed(seed);
  fakerEN.seed(seed);
  const taken = new Set<string>();
  const drawVi = () => `${fakerVI.person.lastName()} ${fakerVI.person.firstName()}`;
  const viAuthors = drawUnique(VI_AUTHOR_COUNT, taken, drawVi);
  const enAuthors = drawUnique(
    EN_AUTHOR_COUNT,
    taken,
    () => `${fakerEN.person.firstName()} ${fakerEN.person.lastName()}`,
  );
  const citeNames = drawUnique(CITE_NAME_COUNT, taken, drawVi);
  // English bylines spread through the list rather than bunched at the end
  const authors = [...viAuthors];
  enAuthors.forEach((name, i) => {
    authors.splice(5 + i * 6, 0, name);
  });
  return { authors, citeNames };
}
