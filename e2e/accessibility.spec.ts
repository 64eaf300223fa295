import { describe, expect, it } from 'vitest';
import { latestArticles } from './support/api';
import { seriousViolations } from './support/axe';
import { hydrated, useBrowser } from './support/browser';
import { signUpMember } from './support/members';

const ctx = useBrowser();

describe('accessibility (axe-core)', () => {
  it('finds no serious or critical violation on the reading pages, in both languages', async () => {
    const [vi] = await latestArticles('vi', 1);
    const [en] = await latestArticles('en', 1);
    const page = await ctx.newPage();
    for (const path of [
      '/',
      `/${vi!.slug}`,
      '/chu-de/am-thuc',
      '/tim-kiem?q=pho',
      '/events/le-hoi-huong-vi-ha-noi',
      '/login',
      '/register/email',
      '/en',
      `/en/${en!.slug}`,
      '/en/topic/food',
      '/en/search?q=pho',
      '/en/events/flavors-festival-hanoi',
      '/en/login',
      '/en/register/email',
    ]) {
      await page.goto(path);
      // what arrives after load (the header's login state) is part of the page a reader sees
      await hydrated(page);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.context().close();
  });

  it('shows the keyboard focus ring on the dark footer at 3:1 or more against it', async () => {
    const page = await ctx.newPage();
    await page.goto('/');
    await hydrated(page);
    let inFooter = false;
    for (let i = 0; i < 300 && !inFooter; i++) {
      await page.keyboard.press('Tab');
      inFooter = await page.evaluate(() => Boolean(document.activeElement?.closest('footer')));
    }
    expect(inFooter).toBe(true);
    const [ring, background] = await page.evaluate(() => {
      const focused = document.activeElement as Element;
      return [
        getComputedStyle(focused).outlineColor,
        getComputedStyle(focused.closest('footer') as Element).backgroundColor,
      ];
    });
    expect(contrast(ring, background), `${ring} on ${background}`).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });

  it('finds none on a member’s profile either, and every action there is reachable by keyboard', async () => {
    const page = await ctx.newPage();
    await signUpMember(page, { prefix: 'a11y', verified: false });
    for (const path of ['/thong-tin-tai-khoan', '/en/profile', '/en/profile/topics']) {
      await page.goto(path);
      await page.locator('[data-auth="member"]').waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    // Tab reaches the delete button, and the focused control shows a visible focus ring
    await page.goto('/en/profile');
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        () => document.activeElement?.textContent === 'Delete my account for good',
      );
    }
    expect(reached).toBe(true);
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    );
    expect(outline).not.toBe('none');
    await page.context().close();
  });
});

/** WCAG contrast ratio of two computed `rgb(…)` colours */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
