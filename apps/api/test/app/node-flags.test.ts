import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_NODE_FLAGS } from '../../node-flags.mjs';

describe('how Node runs the API', () => {
  it('is the same from `npm run start -w apps/api` as from `npm start` and the benchmarks', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'));
    expect(pkg.scripts.start).toBe(`node ${API_NODE_FLAGS.join(' ')} dist/server.js`);
    expect(API_NODE_FLAGS).toContainEqual(expect.stringMatching(/^--max-old-space-size=\d+$/));
  });
});
