import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { latestArticles } from './support/api';
import { useBrowser } from './support/browser';
import {
  changePasswordElsewhere,
  fillLogIn,
  logInByEmail,
  logOut,
  newEmail,
  registerByEmail,
  signUpMember,
} from './support/members';

const ctx = useBrowser();

/** The picker opened once the member's follows are known, and the topics at `indexes` chosen: their names. */
async function chooseTopics(page: Page, indexes: number[]): Promise<string[]> {
  await page.goto('/choose-topics');
  await page.locator('main ul[aria-busy="false"]').waitFor();
  const topics = page.locator('main button[aria-pressed]');
  const names: string[] = [];
  for (const i of indexes) {
    names.push((await topics.nth(i).textContent()) ?? '');
    await topics.nth(i).click();
  }
  return names;
}

describe('onboarding', () => {
  it('sends someone signed out to log in first, with the topics as the way back', async () => {
    const page = await ctx.newPage();
    await page.goto('/en/choose-topics');
    await page.waitForURL((url) => url.pathname === '/en/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/en/choose-topics');
    await page.context().close();
  });

  it('registering from an article ends on that article, through the topics or straight on', async () => {
    const [card] = await latestArticles('vi', 1);
    const page = await ctx.newPage();
    await registerByEmail(
      page,
      newEmail('from-article'),
      'doc9tiep',
      `/register/email?redirect=${encodeURIComponent(card!.path)}`,
    );
    await page.waitForURL((url) => url.pathname === '/register/success');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(card!.path);
    expect(await page.getByRole('link', { name: 'Tiếp tục đọc' }).getAttribute('href')).toBe(card!.path);
    await page.getByRole('link', { name: 'Chọn chủ đề bạn quan tâm' }).click();
    await page.waitForURL((url) => url.pathname === '/choose-topics');
    await page.locator('main ul[aria-busy="false"]').waitFor();
    // skipping goes there too
    await expect.poll(() => page.getByRole('link', { name: 'Để sau' }).getAttribute('href')).toBe(card!.path);
    const topics = page.locator('main button[aria-pressed]');
    for (let i = 0; i < 3; i++) await topics.nth(i).click();
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByRole('button', { name: 'Hoàn tất' }).click();
    await page.waitForURL((url) => url.pathname === card!.path);
    await page.getByRole('heading', { level: 1, name: card!.title }).waitFor();
    await page.context().close();
  });

  it('after registration: choose three topics, then the mails; the home page shows them "for you"', async () => {
    const page = await ctx.newPage();
    await signUpMember(page, { prefix: 'onboard', verified: false });
    await page.getByRole('link', { name: 'Chọn chủ đề bạn quan tâm' }).click();
    await page.waitForURL('**/choose-topics');

    const steps = page.getByRole('list', { name: 'Các bước' });
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain('Chủ đề');
    const next = page.getByRole('button', { name: 'Chọn thêm 3 chủ đề' });
    expect(await next.isDisabled()).toBe(true);

    // the member's follow state has arrived (an unverified member has only a few follows)
    await page.locator('main ul[aria-busy="false"]').waitFor();
    const topics = page.locator('main button[aria-pressed]');
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      names.push((await topics.nth(i).textContent()) ?? '');
      await topics.nth(i).click();
      if (i < 2) await page.getByRole('button', { name: `Chọn thêm ${2 - i} chủ đề` }).waitFor();
    }
    // a fourth is more than an unverified member may follow: the out-of-follows notice, still three
    await topics.nth(3).click();
    const notice = page.locator('[data-notice="follow-limit"]');
    await notice.waitFor();
    expect(await page.getByRole('dialog').textContent()).toContain('Bạn đã hết lượt theo dõi');
    await page.keyboard.press('Escape');
    await notice.waitFor({ state: 'hidden' });
    expect(await topics.nth(3).getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('main button[aria-pressed="true"]').count()).toBe(3);
    await page.getByRole('button', { name: 'Tiếp tục' }).click();

    expect(await steps.locator('[aria-current="step"]').textContent()).toContain('Bản tin');
    // the newsletter box was left unticked at registration: it starts unticked here too
    expect(await page.getByLabel('Bản tin hằng tuần (sáng thứ Ba)').isChecked()).toBe(false);
    await page.getByLabel('Gợi ý bài đọc vào sáng thứ Hai và thứ Năm').check();
    await page.getByRole('button', { name: 'Hoàn tất' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const forYou = page.locator('section[aria-labelledby="for-you-title"]');
    await forYou.waitFor();
    const labels = await forYou
      .locator('article')
      .evaluateAll((cards) =>
        cards.map(
          (card) => card.querySelector('a[href*="chu-de"], a[href*="tat-ca-chu-de"]')?.textContent ?? '',
        ),
      );
    expect(labels.length).toBeGreaterThan(0);
    // the newest articles of the chosen topics come first
    expect(names).toContain(labels[0]);

    // the profile's following tab lists the three, and one can be unfollowed there
    await page.goto('/thong-tin-tai-khoan/topics');
    const followed = page.locator('[data-profile-list="followed"] li a');
    await followed.first().waitFor();
    expect((await followed.allTextContents()).sort()).toEqual([...names].sort());
    await page.getByRole('button', { name: `Bỏ theo dõi chủ đề ${names[0]}` }).click();
    await page.locator('[data-snackbar="success"]', { hasText: 'Đã bỏ theo dõi' }).waitFor();
    // the list comes back from the server just after the answer: wait for the topic to leave it
    await followed.filter({ hasText: names[0] }).waitFor({ state: 'detached' });
    expect((await followed.allTextContents()).sort()).toEqual(names.slice(1).sort());

    // choosing again: the topics followed start chosen; one left out is unfollowed, which frees the
    // follow two new ones need (one follow was left)
    await page.goto('/choose-topics');
    await page.locator('main ul[aria-busy="false"]').waitFor();
    await expect
      .poll(() => page.locator('main button[aria-pressed="true"]').allTextContents())
      .toEqual(names.slice(1));
    expect(await page.locator('main p[aria-live="polite"]').textContent()).toBe('Đã chọn 2 chủ đề');
    await page.getByRole('button', { name: names[1], exact: true }).click();
    const others: string[] = [];
    for (let i = 3; i < 5; i++) {
      others.push((await topics.nth(i).textContent()) ?? '');
      await topics.nth(i).click();
    }
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nhận bài hay qua email');
    // the first try gets no answer: nothing changed, the topic left out is still followed
    await page.route('**/api/member/v2/member/onboarding*', (route) => route.abort(), { times: 1 });
    await page.getByRole('button', { name: 'Hoàn tất' }).click();
    await page.locator('[data-snackbar="error"]', { hasText: 'Chưa lưu được lựa chọn' }).waitFor();
    const profile = await page.context().newPage();
    await profile.goto('/thong-tin-tai-khoan/topics');
    const stillFollowed = profile.locator('[data-profile-list="followed"] li a');
    await stillFollowed.first().waitFor();
    expect((await stillFollowed.allTextContents()).sort()).toEqual(names.slice(1).sort());
    await profile.close();
    // the choice is still on the screen: finishing again saves it
    await page.getByRole('button', { name: 'Hoàn tất' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/thong-tin-tai-khoan/topics');
    await followed.first().waitFor();
    expect((await followed.allTextContents()).sort()).toEqual([names[2], ...others].sort());
    await page.context().close();
  });

  it('a session that ends as the member finishes: logged in again, the choice is still there to save', async () => {
    const page = await ctx.newPage();
    const { email, password } = await signUpMember(page, { prefix: 'onboard-ended' });
    const names = await chooseTopics(page, [1, 3, 4]);
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByLabel('Gợi ý bài đọc vào sáng thứ Hai và thứ Năm').check();
    // the password is changed on another device meanwhile: the save is refused
    await changePasswordElsewhere(email, password, 'moi9matkhau');
    await page.getByRole('button', { name: 'Hoàn tất' }).click();
    // to the login, and back to the topics once logged in (the choice used to be lost on the way)
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/choose-topics');
    await page.getByRole('link', { name: /email/i }).first().click();
    await page.waitForURL((url) => url.pathname === '/login/email');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await fillLogIn(page, email, 'moi9matkhau');
    await page.waitForURL((url) => url.pathname === '/choose-topics');
    await page.getByRole('heading', { level: 1, name: 'Nhận bài hay qua email' }).waitFor();
    // straight there: the picker waits for the page to learn the member is back before sending a
    // visitor to the login (it used to bounce to the login and back)
    expect(visited).toEqual(['/choose-topics']);
    expect(await page.getByLabel('Gợi ý bài đọc vào sáng thứ Hai và thứ Năm').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Quay lại' }).click();
    expect((await page.locator('main button[aria-pressed="true"]').allTextContents()).sort()).toEqual(
      [...names].sort(),
    );
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByRole('button', { name: 'Hoàn tất' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/thong-tin-tai-khoan/topics');
    const followed = page.locator('[data-profile-list="followed"] li a');
    await followed.first().waitFor();
    expect((await followed.allTextContents()).sort()).toEqual([...names].sort());
    // and the mails as chosen before the login
    await page.goto('/thong-tin-tai-khoan');
    expect(await page.getByLabel('Gợi ý bài đọc vào sáng thứ Hai và thứ Năm').isChecked()).toBe(true);
    await page.context().close();
  });

  it('a logout in another tab while choosing: to the login at once, and back to the choice after it', async () => {
    const page = await ctx.newPage();
    const { email, password } = await signUpMember(page, { prefix: 'onboard-tab' });
    const names = await chooseTopics(page, [0, 2]);
    const tab = await page.context().newPage();
    await tab.goto('/');
    await logOut(tab);
    // the picker learns it without a press: the member logs in again to go on
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/choose-topics');
    // logged in again in the other tab, the picker comes back as they left it
    await logInByEmail(tab, email, password);
    await page.goto('/choose-topics');
    await page.locator('main ul[aria-busy="false"]').waitFor();
    expect((await page.locator('main button[aria-pressed="true"]').allTextContents()).sort()).toEqual(
      [...names].sort(),
    );
    await page.getByRole('button', { name: /Chọn thêm 1 chủ đề/ }).waitFor();
    await page.context().close();
  });
});
