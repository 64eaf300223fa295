import { describe, expect, it } from 'vitest';
import { moderationPath, moderationTab } from './moderation-paths';

describe('moderation paths', () => {
  it('reads the queue from ?filter=, held by default', () => {
    expect(moderationTab('reported')).toBe('reported');
    expect(moderationTab(undefined)).toBe('held');
    expect(moderationTab('hidden')).toBe('held');
    expect(moderationTab(['reported', 'held'])).toBe('reported');
  });
  it('writes the page of a queue in each language', () => {
    expect(moderationPath('vi', 'held')).toBe('/moderation');
    expect(moderationPath('en', 'reported', 2)).toBe('/en/moderation?filter=reported&page=2');
  });
});
