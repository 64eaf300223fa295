import {
  formatDuration,
  type ImageSet,
  type PodcastEpisodeDetail,
  type PodcastShowCard,
} from '@magazine/contracts';

/** Text and attribute values with the five XML special characters escaped; control characters dropped. */
export function xmlEscape(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** The square artwork, else the largest image of the set. */
function artwork(image: ImageSet): string | undefined {
  return image.sizes.ONE_ONE_320x320 ?? Object.values(image.sizes).at(-1);
}

/** "Parent > Child" → nested <itunes:category> elements. */
function categoryTags(category: string): string {
  const [parent, child] = category.split('>').map((part) => part.trim());
  if (!parent) return '';
  if (!child) return `<itunes:category text="${xmlEscape(parent)}"/>`;
  return `<itunes:category text="${xmlEscape(parent)}"><itunes:category text="${xmlEscape(child)}"/></itunes:category>`;
}

export type FeedEpisode = Pick<
  PodcastEpisodeDetail,
  | '_id'
  | 'title'
  | 'description'
  | 'path'
  | 'cover'
  | 'audioUrl'
  | 'audioBytes'
  | 'audioType'
  | 'durationSeconds'
> & { publishedAt: Date };

export interface FeedInput {
  show: PodcastShowCard;
  episodes: FeedEpisode[];
  /** the site's address: every link, image and enclosure URL is absolute against it */
  publicUrl: string;
  owner: { name: string; email: string };
  now: Date;
}

/**
 * RSS 2.0 with the iTunes namespace: what podcast apps need to list a show and download its
 * episodes (<enclosure url length type>, itunes:author/image/category/explicit/duration/owner/summary).
 */
export function renderPodcastFeed({ show, episodes, publicUrl, owner, now }: FeedInput): string {
  const abs = (path: string) => new URL(path, publicUrl).toString();
  const text = (tag: string, value: string) => `<${tag}>${xmlEscape(value)}</${tag}>`;
  const showImage = artwork(show.cover);
  const author = show.author || owner.name;
  const lastBuild = episodes[0]?.publishedAt ?? now;
  const channel = [
    text('title', show.title),
    text('link', abs(show.path)),
    `<atom:link href="${xmlEscape(abs(show.feedPath))}" rel="self" type="application/rss+xml"/>`,
    text('description', show.description),
    text('language', show.language),
    text('lastBuildDate', lastBuild.toUTCString()),
    text('generator', owner.name),
    text('itunes:author', author),
    text('itunes:summary', show.description),
    text('itunes:type', 'episodic'),
    text('itunes:explicit', 'false'),
    `<itunes:owner>${text('itunes:name', owner.name)}${text('itunes:email', owner.email)}</itunes:owner>`,
    categoryTags(show.category),
    showImage ? `<itunes:image href="${xmlEscape(abs(showImage))}"/>` : '',
    showImage
      ? `<image>${text('url', abs(showImage))}${text('title', show.title)}${text('link', abs(show.path))}</image>`
      : '',
  ];
  const items = episodes.map((episode) => {
    const image = artwork(episode.cover);
    return [
      '<item>',
      text('title', episode.title),
      text('link', abs(episode.path)),
      `<guid isPermaLink="false">${xmlEscape(episode._id)}</guid>`,
      text('pubDate', episode.publishedAt.toUTCString()),
      text('description', episode.description),
      text('itunes:summary', episode.description),
      text('itunes:author', author),
      `<enclosure url="${xmlEscape(abs(episode.audioUrl))}" length="${episode.audioBytes}" type="${xmlEscape(episode.audioType)}"/>`,
      // H:MM:SS, or M:SS under an hour
      text('itunes:duration', formatDuration(episode.durationSeconds)),
      text('itunes:explicit', 'false'),
      text('itunes:episodeType', 'full'),
      image ? `<itunes:image href="${xmlEscape(abs(image))}"/>` : '',
      '</item>',
    ]
      .filter(Boolean)
      .join('\n      ');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    ...channel.filter(Boolean).map((line) => `    ${line}`),
    ...items.map((item) => `    ${item}`),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
