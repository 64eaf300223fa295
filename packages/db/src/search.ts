import { LOCALES, SEARCH_COUNT_CAP } from '@magazine/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

const LIVE = sql.raw(`status in ('published', 'scheduled') and published_at is not null`);

/**
 * A piece of an article body as a sentence: a heading, caption, cite or list item that ends
 * without punctuation gets a full stop, so a search snippet does not run it into the next block
 * ("The people behind it. We spent…", not "The people behind it We spent…"). Migration 0017 holds
 * the same expression.
 */
const sentence = (piece: string) =>
  `regexp_replace(${piece}, '([^]).!?…:;,"''”’»[:space:]])[[:space:]]*$', '\\1.')`;

/** Plain text of an article body (jsonb blocks): paragraph, heading and quote text, captions, list items. */
const bodyText = sql.raw(`coalesce((
  select string_agg(concat_ws(' ', ${sentence("b->>'text'")}, ${sentence("b->>'caption'")}, ${sentence("b->>'cite'")},
           (select string_agg(${sentence('i')}, ' ') from jsonb_array_elements_text(
              case when jsonb_typeof(b->'items') = 'array' then b->'items' else '[]'::jsonb end) i)), ' ')
  from jsonb_array_elements(a.body) b), '')`);

/**
 * Brings search_documents in line with the content tables: every article that is or will be live
 * (scheduled ones are filtered by published_at at query time), every published podcast episode and
 * video. Idempotent; call it after content is written (the demo seed does, and tests that search).
 */
export async function refreshSearchDocuments(db: Db): Promise<void> {
  await db.execute(sql`
    insert into search_documents (kind, ref_id, language, topic_id, published_at, title, excerpt, body_text, tags_text, authors_text)
    select 'article', a.id, a.language, a.topic_id, a.published_at, a.title, a.excerpt, ${bodyText},
      coalesce((select string_agg(t.name, ' ') from article_tags atg join tags t on t.id = atg.tag_id where atg.article_id = a.id), ''),
      coalesce((select string_agg(au.name, ' ') from article_authors aa join authors au on au.id = aa.author_id where aa.article_id = a.id), '')
    from articles a
    where ${LIVE} and not a.is_redirect
    on conflict (kind, ref_id) do update set language = excluded.language, topic_id = excluded.topic_id,
      published_at = excluded.published_at, title = excluded.title, excerpt = excluded.excerpt,
      body_text = excluded.body_text, tags_text = excluded.tags_text, authors_text = excluded.authors_text`);
  await db.execute(sql`
    insert into search_documents (kind, ref_id, language, published_at, title, excerpt, tags_text)
    select 'podcastEpisode', e.id, e.language, e.published_at, e.title, e.description, s.title
    from podcast_episodes e join podcast_shows s on s.id = e.show_id
    where e.status = 'published'
    on conflict (kind, ref_id) do update set language = excluded.language, published_at = excluded.published_at,
      title = excluded.title, excerpt = excluded.excerpt, tags_text = excluded.tags_text`);
  await db.execute(sql`
    insert into search_documents (kind, ref_id, language, published_at, title, excerpt)
    select 'video', v.id, v.language, v.published_at, v.title, v.description
    from videos v where v.status = 'published'
    on conflict (kind, ref_id) do update set language = excluded.language, published_at = excluded.published_at,
      title = excluded.title, excerpt = excluded.excerpt`);
  await db.execute(sql`
    delete from search_documents d where
      (d.kind = 'article' and not exists (select 1 from articles a where a.id = d.ref_id and ${LIVE} and not a.is_redirect))
      or (d.kind = 'podcastEpisode' and not exists (select 1 from podcast_episodes e where e.id = d.ref_id and e.status = 'published'))
      or (d.kind = 'video' and not exists (select 1 from videos v where v.id = d.ref_id and v.status = 'published'))`);
  await refreshSearchCommonWords(db);
}

/**
 * Rewrites search_common_words from search_documents: each language's words (plain_vector's
 * lexemes) found in more than SEARCH_COUNT_CAP of its documents published by now. ts_stat reads
 * every vector once (a few seconds at 100 000 articles); the table holds a few hundred rows.
 */
export async function refreshSearchCommonWords(db: Db): Promise<void> {
  const languages = sql.join(
    LOCALES.map((l) => sql`(${l})`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    // two refreshes at once: the second waits here, then sees the first's rows (searches, which
    // only read, are not held up)
    await tx.execute(sql`lock table search_common_words in exclusive mode`);
    await tx.execute(sql`delete from search_common_words`);
    await tx.execute(sql`
      insert into search_common_words (language, word, documents)
      select l.language, s.word, s.ndoc
      from (values ${languages}) l(language),
        lateral ts_stat(format('select plain_vector from search_documents where language = %L and published_at <= now()', l.language)) s
      where s.ndoc > ${SEARCH_COUNT_CAP}`);
  });
}
