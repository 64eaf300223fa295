import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_NODE_FLAGS } from './node-flags.mjs';

describe('how Node runs the site', () => {
  it('is the same from `npm run start -w apps/web` as from `npm start` and the benchmarks', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, 'package.json'), 'utf8'));
    expect(pkg.scripts.start).toBe(`node ${WEB_NODE_FLAGS.join(' ')} server.mjs`);
    expect(WEB_NODE_FLAGS).toContainEqual(expect.stringMatching(/^--max-old-space-size=\d+$/));
  });
});
