import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every file that ships to the browser ("use client"), by name. Everything else renders on the
 * server only. A new island is a deliberate choice: add it here, with the reason it needs the
 * browser, and watch the first-visit JavaScript budget (e2e/page-weight.spec.ts).
 */
const CLIENT_ISLANDS: Record<string, string> = {
  'app/[locale]/error.tsx': 'the error page must be a client component (Next.js)',
  'app/global-error.tsx': 'the page for an error above the language layout: a client component (Next.js)',
  'components/article/age-question.tsx': 'asks an adults-only article’s reader their age (is18+)',
  'components/article/card-view.tsx':
    'an article card: its props weigh less in the RSC payload than its markup would (0052)',
  'components/article/for-you.tsx': 'for-you after load',
  'components/article/share-button.tsx': 'opens the share dialog',
  'components/article/view-counter.tsx': 'counts the view after load',
  'components/auth/account-fields.tsx': 'email and password rules on blur',
  'components/auth/account-menu.tsx': 'the header learns the login after load',
  'components/auth/auth-provider.tsx': 'the auth state of SPEC §4',
  'components/auth/captcha-field.tsx': 'solves the proof of work',
  'components/auth/field.tsx': 'a field with its rule on blur',
  'components/auth/flash-notices.tsx': 'one-time notices after a redirect',
  'components/auth/login-form.tsx': 'form state kept on error',
  'components/auth/logout-button.tsx': 'logs out without reloading',
  'components/auth/password-forms.tsx': 'form state kept on error',
  'components/auth/register-form.tsx': 'form state kept on error',
  'components/auth/resend-verification.tsx': 'sends the verification link again, in place',
  'components/auth/onboarding-steps.tsx': 'the topic picker’s two steps (its toggles and mail boxes)',
  'components/auth/use-account-form.ts': 'the account forms’ hook',
  'components/auth/verify-email.tsx': 'confirms the emailed link',
  'components/auth/verify-login.tsx': 'finishes a social login',
  'components/comments/comment-dialogs.tsx': 'delete and report dialogs',
  'components/comments/comment-form.tsx': 'writing a comment',
  'components/comments/comment-section.tsx': 'the thread, loaded after the page',
  'components/comments/comment-view.tsx': 'one comment and its actions',
  'components/comments/lazy-comments.tsx': 'fetches the thread’s code when the reader comes near',
  'components/comments/moderation/add-banned-word-form.tsx': 'form state kept on error',
  'components/comments/use-comment-actions.tsx': 'posting, editing, deleting and reporting comments',
  'components/comments/use-comment-thread.ts': 'the thread’s loading and draft',
  'components/layout/alternate-context.tsx': 'the language switch’s target',
  'components/layout/hash-scroll.tsx': 'scrolls to #hash (SPEC §2)',
  'components/layout/language-switch.tsx': 'goes to the translation',
  'components/layout/after-load.tsx':
    'fetches page tracking and the one-time notices once the page has loaded',
  'components/layout/after-load-parts.tsx': 'page tracking and the one-time notices, fetched after the page',
  'components/layout/page-tracking.tsx': 'page tracking: views, scrolls, time on page, clicks (SPEC §7)',
  'components/layout/translation-notice.tsx': 'the no-translation notice',
  'components/listing/load-more.tsx': 'load more',
  'components/media/desk/check-in-form.tsx': 'the gate’s code, kept on a refusal',
  'components/media/desk/row-undo.tsx': 'a row’s undo tells the gate’s answer which code it took back',
  'components/media/event-actions.tsx': 'an event’s live state, shared by its two panels',
  'components/media/event-tickets-panel.tsx': 'reserving and cancelling tickets',
  'components/media/event-vote-panel.tsx': 'voting',
  'components/media/media-card-view.tsx':
    'a podcast, show, video or event card: props weigh less in the RSC payload than markup (0052)',
  'components/media/player/play-episode-button.tsx': 'starts an episode',
  'components/media/player/player-bar.tsx': 'the docked player’s controls, loaded on first play',
  'components/media/player/player-dock.tsx': 'the docked audio player',
  'components/media/player/player-store.ts': 'the player’s state',
  'components/media/video-player.tsx': 'the video loads on play',
  'components/member/member-buttons.tsx': 'bookmark, like, follow',
  'components/member/member-prompts.tsx': 'login and out-of-follows prompts',
  'components/member/member-provider.tsx': 'the member state after load',
  'components/member/topic-picker.tsx': 'choosing topics in steps',
  'components/profile/account-data.tsx': 'data download and deletion',
  'components/profile/remove-form.tsx': 'removes a list item in place',
  'components/profile/settings-forms.tsx': 'form state kept on error',
  'components/surveys/survey-editor.tsx': 'the editors’ survey editor, kept on an error, and its delete form',
  'components/surveys/survey-form.tsx': 'a survey’s answers, kept on a refusal',
  'components/surveys/survey-question.tsx': 'one of the survey form’s questions, its answer and its problem',
  'components/surveys/survey-invite-panel.tsx': 'the survey invitation, fetched when it is due',
  'components/surveys/survey-invite.tsx': 'the 60-second timer of the survey invitation (SPEC §9)',
  'components/ui/action-form.tsx': 'a server button without reload',
  'components/ui/banner/banner-provider.tsx': 'closed banners stay closed',
  'components/ui/local-date.tsx': 'relative dates in the browser',
  'components/ui/modal/modal-provider.tsx': 'the modal host',
  'components/ui/snackbar/snackbar-provider.tsx': 'the snackbar host',
  'components/writers/writer-form.tsx': 'form state kept on error',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', '.next'].includes(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('client islands', () => {
  it('ships exactly the listed files to the browser', () => {
    const root = import.meta.dirname;
    const islands = ['app', 'components', 'lib']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file))
      .sort();
    expect(islands).toEqual(Object.keys(CLIENT_ISLANDS).sort());
  });
});
