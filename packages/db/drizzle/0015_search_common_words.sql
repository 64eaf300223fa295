-- Counting the matches of a common word ("phở": 22 000 of 100 000 articles) builds a bitmap of its
-- whole posting list only to learn that there are more than the cap (1 000): half of the search's
-- time. refreshSearchDocuments now writes down the words past the cap (decision 0034).
CREATE TABLE "search_common_words" (
	"language" varchar(2) NOT NULL,
	"word" text NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "search_common_words_language_word_pk" PRIMARY KEY("language","word")
);
