import { describe, expect, it } from 'vitest';
import { anchorIdOf } from './anchor';

describe('anchorIdOf', () => {
  it('decodes a percent-encoded hash', () => {
    expect(anchorIdOf('#c%C3%A0-ph%C3%AA')).toBe('cà-phê');
    expect(anchorIdOf('#comments')).toBe('comments');
  });

  it('keeps a hash that is not valid percent-encoding as written, rather than throwing', () => {
    expect(anchorIdOf('#50%')).toBe('50%');
    expect(anchorIdOf('#%E0')).toBe('%E0');
  });

  it('names no anchor for an empty hash', () => {
    expect(anchorIdOf('')).toBe('');
    expect(anchorIdOf('#')).toBe('');
  });
});
