import { linkify } from '@/lib/comments/linkify';

/**
 * What a member typed, as text: never HTML. Web addresses become links that pass no ranking and
 * open apart from the page (rel="nofollow ugc noopener").
 */
export function CommentBody({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {linkify(text).map((part, i) =>
        'href' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <a key={i} href={part.href} rel="nofollow ugc noopener" target="_blank">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
