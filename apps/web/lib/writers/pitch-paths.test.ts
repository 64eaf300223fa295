import { describe, expect, it } from 'vitest';
import { pitchesPath, pitchTab } from './pitch-paths';

describe('the pitches inbox’s paths', () => {
  it('reads the tab from ?status=, new by default', () => {
    expect(pitchTab('declined')).toBe('declined');
    expect(pitchTab(undefined)).toBe('new');
    expect(pitchTab('maybe')).toBe('new');
    expect(pitchTab(['accepted', 'new'])).toBe('accepted');
  });
  it('writes each tab’s pages in each language, defaults left out', () => {
    expect(pitchesPath('vi', 'new')).toBe('/writer-pitches');
    expect(pitchesPath('vi', 'new', 3)).toBe('/writer-pitches?page=3');
    expect(pitchesPath('en', 'accepted', 2)).toBe('/en/writer-pitches?status=accepted&page=2');
  });
});
