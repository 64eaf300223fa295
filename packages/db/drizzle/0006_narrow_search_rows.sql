CREATE INDEX "search_documents_exact_idx" ON "search_documents" USING gin ("exact_vector");--> statement-breakpoint
-- A broad query visits every matching row of search_documents. Rows were ~1.4 KB in line (body text
-- and vectors compressed in place), so "phở" at 100 000 articles read 17 900 pages. Long values now
-- go out of line (read only for the rows a page shows) and a row is a few hundred bytes: 2 900 pages.
-- Rows take the new layout as refreshSearchDocuments rewrites them.
ALTER TABLE "search_documents" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "excerpt" SET STORAGE EXTERNAL, ALTER COLUMN "body_text" SET STORAGE EXTERNAL, ALTER COLUMN "tags_text" SET STORAGE EXTERNAL, ALTER COLUMN "authors_text" SET STORAGE EXTERNAL;
