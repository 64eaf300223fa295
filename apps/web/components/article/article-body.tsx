import type { Block } from '@magazine/contracts';
import { Fragment, type ReactNode } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { inContentSlot } from '@/lib/in-content-slot';
import styles from './article-body.module.css';

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'heading': {
      const Heading = block.level === 2 ? 'h2' : 'h3';
      return (
        <Heading id={block.anchor} data-anchor={block.anchor}>
          {block.text}
        </Heading>
      );
    }
    case 'image':
      return (
        <figure className={styles.figure}>
          <ResponsiveImage image={block.image} ratio="SIX_NINE" sizes="(max-width: 829.98px) 100vw, 42rem" />
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      );
    case 'quote':
      return (
        <blockquote className={styles.quote}>
          <p>{block.text}</p>
          {block.cite && <cite>{block.cite}</cite>}
        </blockquote>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, index) => (
            // Items are plain strings that may repeat; their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>{item}</li>
          ))}
        </List>
      );
    }
  }
}

/**
 * The body as React elements; HTML content (the non-array form) is never injected. `inContent`
 * (the read-also links) goes between two paragraphs of the second half (inContentSlot).
 */
export function ArticleBody({
  content,
  inContent,
}: {
  content: Block[] | string | undefined;
  inContent?: ReactNode;
}) {
  const blocks = Array.isArray(content) ? content : [];
  const slot = inContentSlot(blocks);
  return (
    <div className={styles.body} data-article-body="">
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id and never reorder
        <Fragment key={index}>
          {index === slot && inContent}
          <BlockView block={block} />
        </Fragment>
      ))}
      {slot === blocks.length && inContent}
    </div>
  );
}
