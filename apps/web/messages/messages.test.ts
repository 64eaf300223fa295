import { describe, expect, it } from 'vitest';
import en from './en.json';
import vi from './vi.json';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('UI messages', () => {
  it('have the same keys in Vietnamese and English', () => {
    expect(keyPaths(vi).sort()).toEqual(keyPaths(en).sort());
  });

  it('have no empty text', () => {
    for (const messages of [vi, en]) {
      const flat = keyPaths(messages);
      expect(flat.length).toBeGreaterThan(0);
      expect(JSON.stringify(messages)).not.toMatch(/:\s*""/);
    }
  });
});
