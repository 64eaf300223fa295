import { type Random, streamFor } from './random';

const PALETTES: readonly [string, string, string][] = [
  ['#0f3d3e', '#e2a03f', '#f4ecd8'],
  ['#1d3557', '#e63946', '#f1faee'],
  ['#2b2d42', '#ef8354', '#edf2f4'],
  ['#264653', '#2a9d8f', '#e9c46a'],
  ['#3d0c11', '#d4a373', '#fefae0'],
  ['#14213d', '#fca311', '#e5e5e5'],
  ['#283618', '#bc6c25', '#fefae0'],
  ['#5f0f40', '#fb8b24', '#e36414'],
  ['#0b525b', '#80ed99', '#f8f9fa'],
  ['#432818', '#bb9457', '#ffe6a7'],
  ['#1b263b', '#778da9', '#e0e1dd'],
  ['#6a040f', '#ffba08', '#f8f9fa'],
];

function drawShape(rng: Random, width: number, height: number, color: string): string {
  const x = rng.int(0, width);
  const y = rng.int(0, height);
  const size = rng.int(Math.round(height / 8), Math.round(height / 2));
  const opacity = (0.25 + rng.next() * 0.6).toFixed(2);
  const kind = rng.int(0, 3);
  if (kind === 0)
    return `<circle cx="${x}" cy="${y}" r="${size}" fill="${color}" fill-opacity="${opacity}"/>`;
  if (kind === 1) {
    const angle = rng.int(-40, 40);
    return `<rect x="${x - size}" y="${y - size / 2}" width="${size * 2}" height="${size}" fill="${color}" fill-opacity="${opacity}" transform="rotate(${angle} ${x} ${y})"/>`;
  }
  if (kind === 2) {
    const points = [
      [x, y - size],
      [x + size, y + size],
      [x - size, y + size],
    ];
    return `<polygon points="${points.map((p) => p.join(',')).join(' ')}" fill="${color}" fill-opacity="${opacity}"/>`;
  }
  return `<circle cx="${x}" cy="${y}" r="${size}" fill="none" stroke="${color}" stroke-width="${rng.int(6, 24)}" stroke-opacity="${opacity}"/>`;
}

/**
 * An abstract magazine cover: a two-tone gradient, a few shapes and the issue's number. No words:
 * the pool's covers go with articles in both languages (a Vietnamese masthead on an English
 * article's cover read as a mistake).
 */
export function drawCoverSvg(index: number): string {
  const rng = streamFor('cover-art', index);
  const [dark, accent, light] = PALETTES[index % PALETTES.length] as [string, string, string];
  const width = 1600;
  const height = 1000;
  const shapes = Array.from({ length: rng.int(4, 8) }, () =>
    drawShape(rng, width, height, rng.pick([accent, light, dark])),
  ).join('');
  const issue = String(index + 1).padStart(2, '0');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${shapes}
<text x="${width / 2}" y="${height - 90}" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="44" letter-spacing="12" fill="${light}">— ${issue} —</text>
</svg>`;
}

/** A faceless portrait silhouette on a soft gradient, for author avatars. */
export function drawAvatarSvg(index: number): string {
  const rng = streamFor('avatar-art', index);
  const [dark, accent, light] = PALETTES[(index * 5) % PALETTES.length] as [string, string, string];
  const size = 800;
  const headY = rng.int(300, 340);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<defs><radialGradient id="bg" cx="0.3" cy="0.25" r="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${accent}"/></radialGradient></defs>
<rect width="${size}" height="${size}" fill="url(#bg)"/>
<circle cx="${rng.int(560, 700)}" cy="${rng.int(100, 220)}" r="${rng.int(60, 120)}" fill="${light}" fill-opacity="0.35"/>
<circle cx="400" cy="${headY}" r="${rng.int(130, 150)}" fill="${dark}"/>
<ellipse cx="400" cy="${headY + 430}" rx="${rng.int(260, 300)}" ry="260" fill="${dark}"/>
</svg>`;
}
