import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { waitForMail } from './support/mailbox';
import { logInAsStaff, openFromAccountMenu, signUpMember } from './support/members';
import { readQr } from './support/qr';

const ctx = useBrowser();

const FESTIVAL = '/events/le-hoi-huong-vi-tp-ho-chi-minh';

/** A signed-in member reserves one festival pass on the event page: its tickets panel and the code. */
async function reserveFestivalPass(page: Page) {
  await page.goto(FESTIVAL);
  const tickets = page.getByRole('region', { name: 'Vé' });
  await tickets.getByText('Còn', { exact: false }).first().waitFor();
  await tickets.getByLabel(/Vé trọn lễ hội/).check();
  await tickets.getByRole('button', { name: 'Giữ vé' }).click();
  await page.getByText('Bạn đã giữ vé thành công').waitFor();
  const code = (await tickets
    .getByRole('listitem')
    .filter({ hasText: 'Vé trọn lễ hội' })
    .locator('strong')
    .textContent())!;
  return { tickets, code };
}

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

    // the profile's tickets tab keeps every reservation with its event; the event is a link away
    await page.goto('/en/profile/tickets');
    expect(await page.getByRole('link', { name: 'My tickets' }).getAttribute('aria-current')).toBe('page');
    const held = page.locator('[data-profile-list="tickets"] li', { hasText: code });
    await held.getByText('Cancelled').waitFor();
    expect(await held.textContent()).toContain('2 × Festival pass');
    expect(await seriousViolations(page), '/en/profile/tickets').toEqual([]);
    await page.goto('/thong-tin-tai-khoan/tickets');
    const kept = page.locator('[data-profile-list="tickets"] li', { hasText: code });
    await kept.getByText('Đã hủy').waitFor();
    await kept.getByRole('heading').getByRole('link').click();
    await page.waitForURL(`**${FESTIVAL}`);
    await page.context().close();
  });
  it('the gate: staff check a member’s code in once; wrong codes are refused in words and kept', async () => {
    const page = await ctx.newPage();
    const member = await signUpMember(page, { prefix: 'gate' });
    const { tickets, code } = await reserveFestivalPass(page);

    // the member's tickets tab, a link away, shows the code as a QR symbol: what the gate scans
    await tickets.getByRole('link', { name: 'Mã QR để quét tại cổng: xem trong Vé của tôi' }).click();
    await page.waitForURL((url) => url.pathname === '/thong-tin-tai-khoan/tickets');
    const symbol = page
      .locator('[data-profile-list="tickets"] li', { hasText: code })
      .getByRole('img', { name: `Mã QR của mã đặt vé ${code}, để quét tại cổng` });
    const scanned = await readQr(symbol);
    expect(scanned).toBe(code);
    expect(await seriousViolations(page), '/thong-tin-tai-khoan/tickets with a symbol').toEqual([]);

    // a member is not staff: the desk is not there for them
    expect((await page.goto('/event-desk'))?.status()).toBe(404);

    // another member's reservation, let in later while the first code's row is taken back
    const other = await ctx.newPage();
    await signUpMember(other, { prefix: 'gate-other' });
    const { code: otherCode } = await reserveFestivalPass(other);
    await other.context().close();

    const staff = await ctx.newPage();
    await logInAsStaff(staff);
    await openFromAccountMenu(staff, 'Quầy vé sự kiện', '/event-desk');
    await staff.getByRole('heading', { name: 'Quầy vé sự kiện', level: 1 }).waitFor();
    // the festival under way is the one open at the desk
    const current = staff.locator('nav a[aria-current="page"]');
    expect(await current.textContent()).toContain('TP. Hồ Chí Minh');
    const row = (ticket: string) => staff.locator('tr', { has: staff.locator('th', { hasText: ticket }) });
    const inBefore = Number(await row('Vé trọn lễ hội').locator('td').nth(2).textContent());

    const field = staff.getByLabel('Mã đặt vé');
    const checkIn = staff.getByRole('button', { name: 'Soát vé' });
    await field.fill('abc');
    await checkIn.click();
    const refusal = staff.locator('[data-field-error="code"]');
    await refusal.getByText('Mã gồm 8 chữ và số', { exact: false }).waitFor();
    expect(await field.inputValue()).toBe('abc');
    await field.fill('ZZZZZZZZ');
    await checkIn.click();
    await refusal.getByText('Không tìm thấy lượt đặt vé').waitFor();
    expect(await field.inputValue()).toBe('ZZZZZZZZ');

    // a scanner types what it read into the field
    await field.fill(scanned!.toLowerCase());
    await checkIn.click();
    const admitted = staff.getByRole('status').filter({ hasText: 'Đã cho vào cổng' });
    await admitted.waitFor();
    expect(await admitted.textContent()).toMatch(
      new RegExp(`${code} · 1 × Vé trọn lễ hội[^·]* · ${member.name}\\.`),
    );
    expect(await admitted.textContent()).toMatch(/Thu tại cổng: 390\.000\s₫/);
    await expect
      .poll(async () => Number(await row('Vé trọn lễ hội').locator('td').nth(2).textContent()))
      .toBe(inBefore + 1);
    expect(await seriousViolations(staff), '/event-desk').toEqual([]);
    const listed = staff.locator(`tr[data-reservation="${code}"]`);
    expect(await listed.textContent()).toContain('Đã vào cổng');
    expect(await listed.textContent()).toContain(member.email);

    // the same code again: refused, saying when it was let in
    // the field is empty again and has the focus, ready for the next code
    expect(await field.inputValue()).toBe('');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    await field.fill(code);
    await checkIn.click();
    await refusal.getByText('Mã này đã được dùng để vào cổng', { exact: false }).waitFor();
    expect(await field.inputValue()).toBe(code);

    // a check-in made by mistake is taken back from its row: reserved again, the count as before
    await listed.getByRole('button', { name: `Hoàn tác lượt vào cổng của mã ${code}` }).click();
    await staff.getByText('Đã hoàn tác lượt vào cổng: mã có thể soát lại').waitFor();
    await expect.poll(async () => await listed.locator('[data-status]').textContent()).toBe('Đã đặt');
    expect(Number(await row('Vé trọn lễ hội').locator('td').nth(2).textContent())).toBe(inBefore);
    expect(await listed.getByRole('button').count()).toBe(0);
    // the focus is back in the field, ready for the next scan
    const focused = () => field.evaluate((input) => input === document.activeElement);
    await expect.poll(focused).toBe(true);
    // and the code is let in again
    await field.fill(code);
    await checkIn.click();
    await admitted.waitFor();
    await expect.poll(async () => await listed.locator('[data-status]').textContent()).toBe('Đã vào cổng');
    // the check-in just made can be taken back from the gate's answer, which then says so
    const gate = staff.locator('section[aria-labelledby="desk-gate"]');
    await gate.getByRole('button', { name: `Hoàn tác lượt vào cổng của mã ${code}` }).click();
    await gate
      .getByRole('status')
      .getByText(`Đã hoàn tác lượt vào cổng của mã ${code}: mã này có thể soát lại.`)
      .waitFor();
    await expect.poll(async () => await listed.locator('[data-status]').textContent()).toBe('Đã đặt');
    expect(await gate.getByRole('button', { name: /Hoàn tác/ }).count()).toBe(0);
    await expect.poll(focused).toBe(true);
    await field.fill(code);
    await checkIn.click();
    await admitted.waitFor();
    await expect.poll(async () => await listed.locator('[data-status]').textContent()).toBe('Đã vào cổng');
    // taken back from its row this time: the gate's answer, which named the code, says so too
    // and no longer offers its own undo
    await listed.getByRole('button', { name: `Hoàn tác lượt vào cổng của mã ${code}` }).click();
    await gate
      .getByRole('status')
      .getByText(`Đã hoàn tác lượt vào cổng của mã ${code}: mã này có thể soát lại.`)
      .waitFor();
    expect(await gate.getByRole('button', { name: /Hoàn tác/ }).count()).toBe(0);
    await expect.poll(async () => await listed.locator('[data-status]').textContent()).toBe('Đã đặt');
    await field.fill(code);
    await checkIn.click();
    await admitted.waitFor();
    await expect.poll(async () => await listed.locator('[data-status]').textContent()).toBe('Đã vào cổng');
    // the gate's answer names another code than the row taken back: it stays as it was
    await field.fill(otherCode);
    await checkIn.click();
    const otherAnswer = gate.getByRole('status').filter({ hasText: otherCode });
    await otherAnswer.waitFor();
    await listed.getByRole('button', { name: `Hoàn tác lượt vào cổng của mã ${code}` }).click();
    await expect.poll(async () => await listed.locator('[data-status]').textContent()).toBe('Đã đặt');
    expect(await otherAnswer.textContent()).toContain('Đã cho vào cổng');
    await gate.getByRole('button', { name: `Hoàn tác lượt vào cổng của mã ${otherCode}` }).waitFor();
    await field.fill(code);
    await checkIn.click();
    await expect.poll(async () => await listed.locator('[data-status]').textContent()).toBe('Đã vào cổng');

    // found by the member's email; the English desk says the same
    await staff.getByLabel('Tìm theo mã, email hoặc tên').fill(member.email);
    await staff.getByRole('button', { name: 'Tìm', exact: true }).click();
    await staff.waitForURL((url) => url.searchParams.get('q') === member.email);
    expect(await staff.locator('tbody tr[data-reservation]').count()).toBe(1);
    await staff.goto('/en/event-desk');
    await staff.getByRole('heading', { name: 'Event desk', level: 1 }).waitFor();
    expect(await staff.locator(`tr[data-reservation="${code}"]`).textContent()).toContain('Checked in');
    expect(await seriousViolations(staff), '/en/event-desk').toEqual([]);

    // the member sees it on the event page, with nothing left to cancel
    await page.goto(FESTIVAL);
    const mine = tickets.getByRole('listitem').filter({ hasText: code });
    await mine.getByText('Đã vào cổng').waitFor();
    expect(await mine.getByRole('button').count()).toBe(0);
    // and in the profile's tickets tab
    await page.goto('/thong-tin-tai-khoan/tickets');
    const used = page.locator('[data-profile-list="tickets"] li', { hasText: code });
    await used.getByText('Đã vào cổng').waitFor();
    // a code that has been used has no symbol left to scan
    expect(await used.getByRole('img').count()).toBe(0);
    await staff.context().close();
    await page.context().close();
  });
});
