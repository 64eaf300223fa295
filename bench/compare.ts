// `npm run bench:compare A.json B.json`: every number of two results side by side, with B / A.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

function numbers(value: unknown, path = '', out = new Map<string, number>()): Map<string, number> {
  if (typeof value === 'number') out.set(path, value);
  else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      // rows with a name (pages, API reads, sizes) keep it in the path, so A and B line up
      const label =
        item && typeof item === 'object'
          ? ((item as { name?: string; articles?: number }).name ??
            (item as { articles?: number }).articles ??
            i)
          : i;
      numbers(item, `${path}[${label}]`, out);
    });
  } else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) numbers(child, path ? `${path}.${key}` : key, out);
  return out;
}

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: npm run bench:compare -- A.json B.json');
  process.exit(2);
}
// paths as typed where npm was run (npm runs this script in bench/)
const read = (file: string) =>
  JSON.parse(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'));
const left = numbers(read(a));
const right = numbers(read(b));
const rows = [...new Set([...left.keys(), ...right.keys()])].map((key) => {
  const x = left.get(key);
  const y = right.get(key);
  return {
    figure: key,
    A: x ?? '',
    B: y ?? '',
    'B / A': x && y !== undefined ? Math.round((y / x) * 100) / 100 : '',
  };
});
console.table(rows);
