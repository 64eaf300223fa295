-- A search snippet ran a heading into the paragraph after it ("The people behind it We spent…"):
-- the body's plain text joined its blocks with a space. Each heading, caption, cite and list item
-- that ends without punctuation now ends with a full stop (refreshSearchDocuments, packages/db
-- src/search.ts, holds the same expression). Rewrites only the documents whose text changes.
UPDATE "search_documents" d SET "body_text" = t.body_text
FROM (
  SELECT a.id, coalesce((
    SELECT string_agg(concat_ws(' ',
        regexp_replace(b->>'text', '([^]).!?…:;,"''”’»[:space:]])[[:space:]]*$', '\1.'),
        regexp_replace(b->>'caption', '([^]).!?…:;,"''”’»[:space:]])[[:space:]]*$', '\1.'),
        regexp_replace(b->>'cite', '([^]).!?…:;,"''”’»[:space:]])[[:space:]]*$', '\1.'),
        (SELECT string_agg(regexp_replace(i, '([^]).!?…:;,"''”’»[:space:]])[[:space:]]*$', '\1.'), ' ')
          FROM jsonb_array_elements_text(
            CASE WHEN jsonb_typeof(b->'items') = 'array' THEN b->'items' ELSE '[]'::jsonb END) i)), ' ')
    FROM jsonb_array_elements(a.body) b), '') AS body_text
  FROM "articles" a
) t
WHERE d."kind" = 'article' AND d."ref_id" = t.id AND d."body_text" IS DISTINCT FROM t.body_text;
