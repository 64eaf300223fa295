-- Ranking asked "does the title have the words with the reader's diacritics?" by making a vector
-- of each candidate's title on every search (half of ranking's time). The vector is now stored,
-- in line (PLAIN: a title's vector is small, and the table moves long values out of line from
-- 128 bytes on, see 0006).
ALTER TABLE "search_documents" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title)) STORED;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "title_vector" SET STORAGE PLAIN;
