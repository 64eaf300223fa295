import { describe, expect, it } from 'vitest';
import { latestArticles } from './support/api';
import { useBrowser } from './support/browser';
import { PHOTO } from './support/images';
import { openProfile, signUpMember } from './support/members';

const ctx = useBrowser();

describe('the profile', () => {
  it('log in → bookmark an article → find it in the saved tab → remove it there', async () => {
    const page = await ctx.newPage();
    await signUpMember(page, { prefix: 'profile-saved' });
    const [, , card] = await latestArticles('vi', 3);
    await page.goto(`/${card!.slug}`);
    await page.locator('main [data-member-action="bookmark"][data-state="off"]').first().click();
    await page.locator('main [data-member-action="bookmark"][aria-pressed="true"]').first().waitFor();

    await openProfile(page);
    // a verified member's email settings say nothing of waiting for a verification
    await page.getByRole('button', { name: 'Lưu cài đặt email' }).waitFor();
    expect(await page.locator('[data-notice="mails-after-verify"]').count()).toBe(0);
    await page.getByRole('link', { name: 'Đã lưu' }).click();
    await page.waitForURL('**/thong-tin-tai-khoan/bookmarked');
    const saved = page.locator('[data-profile-list="articles"] article h3');
    await saved.first().waitFor();
    expect(await saved.allTextContents()).toEqual([card!.title]);

    await page.getByRole('button', { name: `Bỏ lưu bài viết: ${card!.title}` }).click();
    await page.getByText('Bạn chưa lưu bài viết nào').waitFor();
    await page.locator('[data-snackbar="success"]', { hasText: 'Đã bỏ lưu bài viết' }).waitFor();
    // and on the article the button is back to "save"
    await page.goto(`/${card!.slug}`);
    await page.locator('main [data-member-action="bookmark"][data-state="off"]').first().waitFor();
    await page.context().close();
  });

  it('without JavaScript, removing a saved article comes back to the tab saying so', async () => {
    const setup = await ctx.newPage();
    await signUpMember(setup, { prefix: 'profile-nojs' });
    const [card] = await latestArticles('vi', 1);
    await setup.goto(`/${card!.slug}`);
    await setup.locator('main [data-member-action="bookmark"][data-state="off"]').first().click();
    await setup.locator('main [data-member-action="bookmark"][aria-pressed="true"]').first().waitFor();
    const page = await ctx.withoutScripts(setup);
    await page.goto('/thong-tin-tai-khoan/bookmarked');
    await page.getByRole('button', { name: `Bỏ lưu bài viết: ${card!.title}` }).click();
    await page.waitForURL((url) => url.searchParams.get('notice') === 'UNBOOKMARKED');
    await page.getByText('Bạn chưa lưu bài viết nào').waitFor();
    // the snackbar needs scripts: the tab itself says what was done
    expect(await page.locator('[data-noscript-notice]').textContent()).toBe('Đã bỏ lưu bài viết');
    expect(await page.locator('[data-noscript-notice]').getAttribute('role')).toBe('status');
    // a refusal is an alert; a code the API does not have puts nothing on the page
    await page.goto('/thong-tin-tai-khoan/bookmarked?notice=FORBIDDEN');
    expect(await page.locator('[data-noscript-notice]').textContent()).toBe(
      'Bạn không có quyền thực hiện thao tác này',
    );
    expect(await page.locator('[data-noscript-notice]').getAttribute('role')).toBe('alert');
    await page.goto('/thong-tin-tai-khoan/bookmarked?notice=%3Cb%3EHi');
    await page.getByText('Bạn chưa lưu bài viết nào').waitFor();
    expect(await page.locator('[data-noscript-notice]').count()).toBe(0);
    const member = await page.context().storageState();
    await page.context().close();

    // with scripts the words are the snackbar's: the address loses the parameter, and the page
    // stays one the browser's Back comes back to
    const scripted = await ctx.browser.newContext({ baseURL: ctx.baseUrl, storageState: member });
    const again = await scripted.newPage();
    await again.goto('/thong-tin-tai-khoan/bookmarked?page=1&notice=UNBOOKMARKED');
    await again.waitForURL((url) => !url.searchParams.has('notice'));
    expect(new URL(again.url()).search).toBe('?page=1');
    const tabs = again.getByRole('navigation', { name: 'Các mục tài khoản' });
    await tabs.getByRole('link', { name: 'Đã thích' }).click();
    await again.waitForURL((url) => url.pathname === '/thong-tin-tai-khoan/liked');
    await again.goBack();
    await expect
      .poll(() => tabs.getByRole('link', { name: 'Đã lưu' }).getAttribute('aria-current'))
      .toBe('page');
    expect(new URL(again.url()).search).toBe('?page=1');
    await scripted.close();
  });

  it('shows every tab on a phone, the last one current, without scrolling sideways', async () => {
    const page = await ctx.browser.newPage({ baseURL: ctx.baseUrl, viewport: { width: 390, height: 800 } });
    await signUpMember(page, { prefix: 'profile-phone', verified: false });
    await page.goto('/thong-tin-tai-khoan/tickets');
    const tabs = page.getByRole('navigation', { name: 'Các mục tài khoản' }).getByRole('link');
    expect(await tabs.count()).toBe(7);
    for (const tab of await tabs.all()) {
      const [box, name] = [(await tab.boundingBox())!, (await tab.textContent()) ?? ''];
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }
    expect(await page.getByRole('link', { name: 'Vé của tôi' }).getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it('keeps what was typed when the birthday is refused, then saves it, the picture and the mails', async () => {
    const page = await ctx.newPage();
    const { name } = await signUpMember(page, { prefix: 'profile-settings', verified: false });
    await openProfile(page);
    await page.getByLabel('Họ và tên').fill('Nguyễn Thị Hoa');
    await page.getByLabel('Ngày sinh').fill('2030-01-01');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.getByText('Ngày sinh không hợp lệ').waitFor();
    expect(await page.getByLabel('Họ và tên').inputValue()).toBe('Nguyễn Thị Hoa');

    await page.getByLabel('Ngày sinh').fill('1994-06-15');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.getByText('Đã lưu thông tin của bạn.').waitFor();
    // the site's header knows the new name, and it holds after a reload
    await page.locator('[data-auth="member"] summary', { hasText: 'Nguyễn Thị Hoa' }).waitFor();
    await page.reload();
    expect(await page.getByLabel('Ngày sinh').inputValue()).toBe('1994-06-15');
    expect(name).not.toBe('Nguyễn Thị Hoa');

    // a file that is not a picture is refused at the field, and stays chosen
    const picker = page.getByLabel('Chọn ảnh');
    const chosen = () => picker.evaluate((input: HTMLInputElement) => input.files?.[0]?.name ?? '');
    await picker.setInputFiles({
      name: 'broken.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a png'),
    });
    await page.getByRole('button', { name: 'Tải ảnh lên' }).click();
    await page.getByText('Ảnh không hợp lệ. Hãy chọn ảnh JPEG, PNG hoặc WebP dưới 5 MB').waitFor();
    expect(await chosen()).toBe('broken.png');

    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO });
    await page.getByRole('button', { name: 'Tải ảnh lên' }).click();
    await page.getByText('Đã cập nhật ảnh đại diện.').waitFor();
    // the picture is the avatar now: the field is empty again
    expect(await chosen()).toBe('');
    const avatar = page.locator('main img[src^="/media/avatars/"]').first();
    await avatar.waitFor();
    const size = await avatar.evaluate((img: HTMLImageElement) =>
      img.decode().then(() => [img.naturalWidth, img.naturalHeight]),
    );
    expect(size).toEqual([256, 256]);

    // unverified: the mails wait for the verification, and the link can be sent again from here
    const waiting = page.locator('[data-notice="mails-after-verify"]');
    expect(await waiting.textContent()).toContain('các bản tin bắt đầu đến khi bạn xác thực email');
    await waiting.getByRole('button', { name: 'Gửi lại email xác thực' }).click();
    await page.locator('[data-snackbar="success"]', { hasText: 'Đã gửi email xác thực' }).waitFor();

    await page.getByLabel('Gợi ý bài đọc vào sáng thứ Hai và thứ Năm').check();
    await page.getByRole('button', { name: 'Lưu cài đặt email' }).click();
    await page.getByText('Đã lưu cài đặt email.').waitFor();
    await page.reload();
    expect(await page.getByLabel('Gợi ý bài đọc vào sáng thứ Hai và thứ Năm').isChecked()).toBe(true);
    await page.context().close();
  });
});
