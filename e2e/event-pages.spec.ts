import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { jsonLd } from './support/json-ld';

// The events list and an event's page as a reader finds them (tickets and votes: events.spec.ts).
const ctx = useBrowser();

describe('event pages', () => {
  it('groups the events list into happening, coming soon and ended, with Event data', async () => {
    const page = await ctx.newPage();
    await page.goto('/en/events');
    for (const name of ['Happening', 'Coming soon', 'Ended'])
      await page.getByRole('heading', { level: 2, name }).waitFor();
    const graph = (await jsonLd(page)).find((ld) => Array.isArray(ld['@graph']))?.['@graph'] as
      | { '@type': string; startDate: string }[]
      | undefined;
    expect(graph?.length).toBeGreaterThan(0);
    expect(
      graph!.every((event) => event['@type'] === 'Event' && !Number.isNaN(Date.parse(event.startDate))),
    ).toBe(true);
    await page.context().close();
  });

  it('opens an event from the list: when and where, a map of the venue, the other events; an unknown one is a 404', async () => {
    const page = await ctx.newPage();
    await page.goto('/events');
    await page.getByRole('link', { name: 'Lễ hội Hương Vị Hà Nội' }).click();
    await page.waitForURL('**/events/le-hoi-huong-vi-ha-noi');
    await page.getByRole('heading', { level: 1, name: 'Lễ hội Hương Vị Hà Nội' }).waitFor();
    const facts = page.locator('dl');
    expect(await facts.locator('dt').allTextContents()).toEqual(['Thời gian', 'Địa điểm']);
    expect(await facts.locator('dd').first().textContent()).toMatch(
      /\d{2} Thg \d{2}, \d{4}, 09:00 – \d{2} Thg \d{2}, \d{4}, 22:00/,
    );
    expect(await facts.textContent()).toContain('Hoàng thành Thăng Long');
    // the venue's map is closed until the reader opens it; then OpenStreetMap's, the venue marked
    const frame = page.getByTitle('Bản đồ: Hoàng thành Thăng Long', { exact: false });
    expect(await frame.isVisible()).toBe(false);
    await page.getByText('Bản đồ địa điểm').click();
    await frame.waitFor();
    const embed = new URL((await frame.getAttribute('src'))!);
    expect(`${embed.origin}${embed.pathname}`).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(embed.searchParams.get('marker')).toBe('21.0352,105.8403');
    const map = page.getByRole('link', { name: /Mở trên OpenStreetMap/ });
    expect(await map.getAttribute('target')).toBe('_blank');
    const mapUrl = new URL((await map.getAttribute('href'))!);
    expect(mapUrl.host).toBe('www.openstreetmap.org');
    expect(mapUrl.searchParams.get('mlat')).toBe('21.0352');
    const event = (await jsonLd(page)).find((ld) => ld['@type'] === 'Event') as { url: string; name: string };
    expect(event).toMatchObject({
      name: 'Lễ hội Hương Vị Hà Nội',
      location: { geo: { latitude: 21.0352, longitude: 105.8403 } },
    });
    expect(new URL(event.url).pathname).toBe('/events/le-hoi-huong-vi-ha-noi');
    // the other events link to their own pages, and the list is one click away
    const others = page.getByRole('region', { name: 'Sự kiện khác' }).locator('h3 a');
    expect(await others.count()).toBeGreaterThan(0);
    for (const href of await others.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/events\/[a-z0-9-]+$/);
    await page.getByRole('link', { name: 'Tất cả sự kiện' }).click();
    await page.waitForURL(/\/events$/);

    await page.goto('/en/events');
    await page.getByRole('link', { name: 'Flavors Festival Ho Chi Minh City' }).click();
    await page.waitForURL('**/en/events/flavors-festival-ho-chi-minh-city');
    await page.getByText('Vietnam time (UTC+7)').waitFor();
    expect(await page.locator('dl dt').allTextContents()).toEqual(['When', 'Where']);

    // the summit's own page lists its editions, each leading to the event
    await page.goto('/en/innovators-summit');
    await page.locator('main').getByRole('link', { name: 'Innovators Summit', exact: true }).click();
    await page.waitForURL('**/en/events/innovators-summit');
    await page.getByRole('heading', { level: 1, name: 'Innovators Summit' }).waitFor();

    const missing = await page.goto('/events/khong-co-su-kien');
    expect(missing!.status()).toBe(404);
    // an English event's slug at the Vietnamese address leads to the Vietnamese event, as an
    // article's does
    const moved = await page.request.get('/events/flavors-festival-hanoi', { maxRedirects: 0 });
    expect(moved.status()).toBe(307);
    expect(moved.headers().location).toBe('/events/le-hoi-huong-vi-ha-noi');
    await page.context().close();
  });

  it('reaches an event under the collection path too (SPEC: "a collection event path")', async () => {
    const page = await ctx.newPage();
    const res = await page.goto('/bo-suu-tap/le-hoi-huong-vi-ha-noi');
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/events/le-hoi-huong-vi-ha-noi');
    await page.getByRole('heading', { level: 1, name: 'Lễ hội Hương Vị Hà Nội' }).waitFor();
    // an event has no page 2, and a name that is neither a collection nor an event stays unknown
    expect((await page.goto('/bo-suu-tap/le-hoi-huong-vi-ha-noi/2'))?.status()).toBe(404);
    expect((await page.goto('/collection/khong-co-su-kien-nay'))?.status()).toBe(404);
    await page.context().close();
  });
});
