import { describe, expect, it } from 'vitest';
import { eventMapEmbedUrl, eventMapUrl, eventState } from './events';

describe('eventState', () => {
  const start = new Date('2026-12-01T02:00:00Z');
  const end = new Date('2026-12-03T14:00:00Z');

  it('is coming soon until the start', () => {
    expect(eventState(start, end, new Date(start.getTime() - 1))).toBe('coming-soon');
  });
  it('is happening from the start to the end, both included', () => {
    expect(eventState(start, end, start)).toBe('happening');
    expect(eventState(start, end, end)).toBe('happening');
  });
  it('is ended after the end', () => {
    expect(eventState(start, end, new Date(end.getTime() + 1))).toBe('ended');
  });
});

describe('the venue’s map', () => {
  const point = { latitude: 10.7818, longitude: 106.6983 };

  it('links to the venue’s marked point, else to a search for the venue and city', () => {
    expect(eventMapUrl('Nhà Văn hoá Thanh niên', 'TP. Hồ Chí Minh', point)).toBe(
      'https://www.openstreetmap.org/?mlat=10.7818&mlon=106.6983#map=17/10.7818/106.6983',
    );
    const search = new URL(eventMapUrl('Nhà Văn hoá Thanh niên', 'TP. Hồ Chí Minh'));
    expect(search.origin + search.pathname).toBe('https://www.openstreetmap.org/search');
    expect(search.searchParams.get('query')).toBe('Nhà Văn hoá Thanh niên, TP. Hồ Chí Minh');
  });

  it('embeds the streets around the point with the point marked', () => {
    const url = new URL(eventMapEmbedUrl(point));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('marker')).toBe('10.7818,106.6983');
    const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number);
    expect(west).toBeLessThan(point.longitude);
    expect(east).toBeGreaterThan(point.longitude);
    expect(south).toBeLessThan(point.latitude);
    expect(north).toBeGreaterThan(point.latitude);
  });
});
