-- 0013 stored title_vector PLAIN, which can never leave the row: a title long enough would make a
-- row past the page's 8 KB and refreshSearchDocuments would fail for every document. MAIN keeps it
-- in line, compressed if need be, and out of line only when nothing else makes the row fit.
ALTER TABLE "search_documents" ALTER COLUMN "title_vector" SET STORAGE MAIN;
