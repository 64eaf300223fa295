import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { waitForMail } from './support/mailbox';
import { signUpMember } from './support/members';

const ctx = useBrowser();

const FESTIVAL = '/events/le-hoi-huong-vi-tp-ho-chi-minh';

describe('the food festival: tickets and the vote', () => {
  it('a member reserves tickets (the code by mail and on the page), votes, cancels, and sees both in English', async () => {
    const page = await ctx.newPage();
    // a visitor's choice waits while they are asked to log in
    await page.goto(FESTIVAL);
    const tickets = page.getByRole('region', { name: 'Vé' });
    await tickets.getByText('Còn', { exact: false }).first().waitFor();
    await tickets.getByLabel(/Vé trọn lễ hội/).check();
    await tickets.getByLabel('Số lượng').fill('2');
    await tickets.getByRole('button', { name: 'Giữ vé' }).click();
    await page.getByText('Đăng nhập để giữ vé.', { exact: false }).waitFor();
    expect(await tickets.getByLabel('Số lượng').inputValue()).toBe('2');
    expect(await tickets.getByLabel(/Vé trọn lễ hội/).isChecked()).toBe(true);

    const member = await signUpMember(page, { prefix: 'festival' });
    await page.goto(FESTIVAL);
    // the festival began yesterday: yesterday's day pass is off sale, the first one on sale is chosen
    const yesterday = tickets.getByRole('radio').first();
    await tickets.getByText('Đã ngừng bán').waitFor();
    expect(await yesterday.isDisabled()).toBe(true);
    expect(await tickets.getByRole('radio').nth(1).isChecked()).toBe(true);

    await tickets.getByLabel(/Vé trọn lễ hội/).check();
    const quantity = tickets.getByLabel('Số lượng');
    await quantity.fill('11');
    await tickets.getByRole('button', { name: 'Giữ vé' }).click();
    await tickets.getByRole('alert').getByText('Chọn từ 1 đến 10 vé.').waitFor();
    expect(await quantity.inputValue()).toBe('11');
    await quantity.fill('2');
    await tickets.getByText('Tổng cộng 780.000 ₫').waitFor();
    const before = await tickets
      .locator('label', { hasText: 'Vé trọn lễ hội' })
      .locator('[data-stock]')
      .textContent();
    await tickets.getByRole('button', { name: 'Giữ vé' }).click();
    await page.getByText('Bạn đã giữ vé thành công').waitFor();
    const reservation = tickets.getByRole('listitem').filter({ hasText: 'Vé trọn lễ hội' });
    const code = (await reservation.locator('strong').textContent())!;
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect((await reservation.textContent())!.replace(/\s/g, ' ')).toContain('780.000 ₫');
    const after = await tickets
      .locator('label', { hasText: 'Vé trọn lễ hội' })
      .locator('[data-stock]')
      .textContent();
    expect(Number(after!.replace(/\D/g, ''))).toBe(Number(before!.replace(/\D/g, '')) - 2);
    const mail = await waitForMail(inject('mailDir'), member.email, /Vé của bạn/);
    expect(mail.text).toContain(code);

    // the vote: one per member, shown as theirs
    const vote = page.getByRole('region', { name: 'Bình chọn món được yêu thích nhất' });
    const coffee = vote.getByRole('button', { name: /Cà phê sữa đá/ });
    await coffee.click();
    await page.getByText('Bình chọn của bạn đã được ghi nhận').waitFor();
    expect(await coffee.getAttribute('aria-pressed')).toBe('true');
    expect(await coffee.textContent()).toContain('Lựa chọn của bạn');

    // the same event in English: the switch lands on it, with the same reservation and vote
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL('**/en/events/flavors-festival-ho-chi-minh-city');
    const english = page.getByRole('region', { name: 'Tickets' });
    await english.locator('strong', { hasText: code }).waitFor();
    const iced = page.getByRole('button', { name: /Iced milk coffee/ });
    await expect.poll(() => iced.getAttribute('aria-pressed')).toBe('true');

    // cancelling gives the tickets back
    await english.getByRole('button', { name: `Cancel ${code}` }).click();
    await english.getByRole('listitem').filter({ hasText: code }).getByText('Cancelled').waitFor();
    await page.context().close();
  });
});
