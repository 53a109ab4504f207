CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"listings" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Listings indexed before this migration: a word written right before CJK characters ("iPhone殼")
-- was indexed as single characters and bigrams only; lib/search-text.ts now ends a word at a CJK
-- character. Such vectors (a bigram of a letter or digit and another character) get the words of
-- their title and description, with and without a plural "s", as the tokeniser now indexes them.
UPDATE "goods" AS g SET "search_vector" = g."search_vector" || array_to_tsvector(ARRAY(
  SELECT DISTINCT v.x
  FROM regexp_matches(lower(g."name" || ' ' || g."intro"), '[a-z0-9]+', 'g') AS m(w),
    LATERAL (VALUES (left(m.w[1], 60)), (regexp_replace(left(m.w[1], 60), '^(.{2,}[^s])s$', '\1'))) AS v(x)
))
WHERE EXISTS (
  SELECT 1 FROM unnest(tsvector_to_array(g."search_vector")) AS l
  WHERE char_length(l) = 2 AND octet_length(l) > 2 AND l ~ '^[a-z0-9]'
);
--> statement-breakpoint
-- The dictionary's words of a search vector: letters a–z only, 3 to 32 of them.
CREATE FUNCTION search_words_of(v tsvector) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT l FROM unnest(tsvector_to_array(v)) AS l WHERE l ~ '^[a-z]{3,32}$'
$$;
--> statement-breakpoint
INSERT INTO "search_words" ("word", "listings")
SELECT w, count(*)::int FROM "goods" AS g, search_words_of(g."search_vector") AS w
WHERE g."deleted_at" IS NULL
GROUP BY w;
--> statement-breakpoint
-- Adds (or takes away) listings per word. Words are written in order, so concurrent writers lock
-- them in the same order and never deadlock; a count never goes below 0.
CREATE FUNCTION search_words_add(words text[], deltas int[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_words AS s (word, listings)
  SELECT d.w, sum(d.n)::int FROM unnest(words, deltas) AS d(w, n)
  GROUP BY d.w HAVING sum(d.n) <> 0 ORDER BY d.w
  ON CONFLICT (word) DO UPDATE SET listings = greatest(greatest(s.listings, 0) + excluded.listings, 0)
$$;
--> statement-breakpoint
-- New listings: one statement's rows at once, so a bulk load is one upsert.
CREATE FUNCTION goods_search_words_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(array_agg(w), array_agg(1))
  FROM new_goods AS g, search_words_of(g.search_vector) AS w
  WHERE g.deleted_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_search_words_insert AFTER INSERT ON "goods"
  REFERENCING NEW TABLE AS new_goods
  FOR EACH STATEMENT EXECUTE FUNCTION goods_search_words_insert();
--> statement-breakpoint
-- Listings removed from the table (a member's account deleted).
CREATE FUNCTION goods_search_words_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(array_agg(w), array_agg(-1))
  FROM old_goods AS g, search_words_of(g.search_vector) AS w
  WHERE g.deleted_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_search_words_delete AFTER DELETE ON "goods"
  REFERENCING OLD TABLE AS old_goods
  FOR EACH STATEMENT EXECUTE FUNCTION goods_search_words_delete();
--> statement-breakpoint
-- An edit that changes the words, or a listing deleted (deleted_at set): only the difference.
-- Other updates (views, state, boosts) do not name these columns and never call the function.
CREATE FUNCTION goods_search_words_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(array_agg(d.w), array_agg(d.n))
  FROM (
    SELECT w, 1 FROM search_words_of(NEW.search_vector) AS w WHERE NEW.deleted_at IS NULL
    UNION ALL
    SELECT w, -1 FROM search_words_of(OLD.search_vector) AS w WHERE OLD.deleted_at IS NULL
  ) AS d(w, n);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_search_words_update AFTER UPDATE OF "search_vector", "deleted_at" ON "goods"
  FOR EACH ROW
  WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector
    OR (OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION goods_search_words_update();
