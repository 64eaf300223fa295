import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slugify';

describe('slugify', () => {
  it('drops Vietnamese tone marks and turns đ into d', () => {
    expect(slugify('Đường phố Sài Gòn về đêm')).toBe('duong-pho-sai-gon-ve-dem');
    expect(slugify('Phở bò Hà Nội: ăn ở đâu?')).toBe('pho-bo-ha-noi-an-o-dau');
    expect(slugify('Những người trẻ khởi nghiệp ở Đà Lạt')).toBe('nhung-nguoi-tre-khoi-nghiep-o-da-lat');
  });

  it('keeps English words and numbers, collapsing punctuation', () => {
    expect(slugify("  7 Things You Didn't Know — About Coffee!  ")).toBe(
      '7-things-you-didn-t-know-about-coffee',
    );
  });

  it('cuts long titles at a word boundary', () => {
    const slug = slugify('một '.repeat(60), 40);
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slug.endsWith('-')).toBe(false);
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });

  it('gives an empty slug for text with no letters or digits', () => {
    expect(slugify('!!! ???')).toBe('');
  });
});
