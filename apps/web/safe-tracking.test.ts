import { describe, expect, it } from 'vitest';
import { hasSafeTracking, NO_INDEX, withRobotsMeta } from './safe-tracking.mjs';

describe('safeTracking (SPEC §2)', () => {
  it('is a flag: present with any value or none', () => {
    for (const url of [
      '/?safeTracking',
      '/?safeTracking=',
      '/en/about?safeTracking=1',
      '/bai-viet?x=1&safeTracking=true',
    ]) {
      expect(hasSafeTracking(url), url).toBe(true);
    }
    for (const url of [
      '/',
      '/en/about',
      '/?safetracking=1',
      '/safeTracking',
      '/?notsafeTracking=1',
      undefined,
    ]) {
      expect(hasSafeTracking(url), String(url)).toBe(false);
    }
  });

  it('puts the robots meta tag at the start of the head, after its charset, and leaves a body without a head alone', () => {
    const page = Buffer.from(
      '<!DOCTYPE html><html lang="vi"><head><meta charSet="utf-8"/></head><body></body></html>',
    );
    expect(withRobotsMeta(page).toString()).toBe(
      `<!DOCTYPE html><html lang="vi"><head><meta charSet="utf-8"/><meta name="robots" content="${NO_INDEX}"/></head><body></body></html>`,
    );
    // an AMP page keeps its charset first
    const amp = Buffer.from(
      '<!doctype html><html amp lang="vi"><head>\n<meta charset="utf-8">\n<title>x</title></head></html>',
    );
    expect(withRobotsMeta(amp).toString()).toBe(
      `<!doctype html><html amp lang="vi"><head>\n<meta charset="utf-8"><meta name="robots" content="${NO_INDEX}"/>\n<title>x</title></head></html>`,
    );
    // the page's own robots tag gives way (the search page says "noindex, follow" of itself),
    // the words around it, and the body's text, untouched
    const search = Buffer.from(
      '<html><head><meta charSet="utf-8"/><title>Tìm kiếm</title><meta name="robots" content="noindex, follow"/></head><body><meta name="robots" content="x"/>Đọc</body></html>',
    );
    expect(withRobotsMeta(search).toString()).toBe(
      `<html><head><meta charSet="utf-8"/><meta name="robots" content="${NO_INDEX}"/><title>Tìm kiếm</title></head><body><meta name="robots" content="x"/>Đọc</body></html>`,
    );
    const json = Buffer.from('{"head":1}');
    expect(withRobotsMeta(json)).toBe(json);
  });
});
