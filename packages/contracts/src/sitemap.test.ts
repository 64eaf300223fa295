import { describe, expect, it } from 'vitest';
import { SitemapQuery, sectionPath } from './sitemap';
import { VERTICAL_SLUGS, VERTICALS } from './verticals';

describe('sectionPath', () => {
  it('builds the localized public paths of SPEC §2', () => {
    expect(sectionPath('topic', 'vi', 'am-thuc')).toBe('/chu-de/am-thuc');
    expect(sectionPath('topic', 'en', 'food')).toBe('/en/topic/food');
    expect(sectionPath('category', 'vi', VERTICAL_SLUGS.careers.vi)).toBe('/chuyen-muc/viec-lam');
    expect(sectionPath('collection', 'en', 'street-food')).toBe('/en/collection/street-food');
    expect(sectionPath('author', 'vi', 'nguyen-van-a')).toBe('/contributors/nguyen-van-a');
    expect(sectionPath('podcast', 'en', 'show', 'episode')).toBe('/en/podcast/show/episode');
    expect(sectionPath('tag', 'vi')).toBe('/tags');
  });

  it('every vertical has a slug per language', () => {
    expect(Object.keys(VERTICAL_SLUGS).sort()).toEqual([...VERTICALS].sort());
    expect(VERTICAL_SLUGS.wellness).toEqual({ vi: 'song-khoe', en: 'wellness' });
  });
});

describe('SitemapQuery', () => {
  it('defaults to page 1 of 50 000 in both languages and refuses more', () => {
    expect(SitemapQuery.parse({})).toEqual({ page: 1, limit: 50_000 });
    expect(SitemapQuery.safeParse({ limit: '50001' }).success).toBe(false);
    expect(SitemapQuery.safeParse({ language: 'fr' }).success).toBe(false);
  });
});
