import { type TrackedPage, targetOf } from './page-events';

// Which clicks are click-item events (SPEC §3, §7): a card's own link, a link to an author, a
// bookmark or follow button, a play button; read from the page's markup (the data-* attributes
// the buttons and cards carry), apart from the tracker that sends them.

/** The article the page shows, if it shows one (marked by its id). */
export const pageArticle = () => document.querySelector<HTMLElement>('article[data-article-id]');

/** What a click on `target` did, as a click-item event (null: not an item the spec tracks). */
export function clickItem(target: Element, page: TrackedPage): object | null {
  const control = target.closest('a[href], button');
  if (!control) return null;
  const pressed = control.getAttribute('aria-pressed') === 'true';
  const card = control.closest('article');
  // a card's own link: its title's, or one marked as the card's where the title is no heading
  const cardLink = card
    ?.querySelector('h2 a[href], h3 a[href], a[data-card-link][href]')
    ?.getAttribute('href');
  const memberAction = control.getAttribute('data-member-action');
  if (memberAction === 'bookmark') {
    const targetId = cardLink ?? pageArticle()?.dataset.articleId;
    return { targetName: 'article', action: pressed ? 'unbookmark' : 'bookmark', targetId };
  }
  if (memberAction === 'follow') {
    const kind = control.getAttribute('data-follow-kind');
    if (kind !== 'topic' && kind !== 'author' && kind !== 'series') return null;
    const targetName = kind === 'author' ? 'author' : page.pageType === 'Article' ? 'article' : null;
    if (!targetName) return null;
    return { targetName, action: pressed ? 'unfollow' : 'follow', actionDetail: { type: kind } };
  }
  const episode = control.getAttribute('data-episode-id');
  if (episode && control.textContent?.includes('▶')) {
    return {
      targetName: 'podcastEpisode',
      action: 'play',
      targetId: episode,
      actionDetail: { type: 'podcast' },
    };
  }
  const video = control.getAttribute('data-video-id');
  if (video) return { targetName: 'video', action: 'play', targetId: video, actionDetail: { type: 'video' } };
  const href = control.getAttribute('href');
  if (control.tagName !== 'A' || !href) return null;
  // a card's link, or a link to an author (a byline, a list of contributors)
  const targetName = targetOf(href);
  if (targetName && ((href === cardLink && card !== pageArticle()) || targetName === 'author')) {
    return { targetName, action: 'navigate', targetId: href };
  }
  return null;
}
