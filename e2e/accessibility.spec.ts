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
