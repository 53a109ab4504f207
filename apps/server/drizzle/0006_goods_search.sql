-- Listings indexed before this migration: a word of letters and digits ("iphone15") was indexed
-- whole only, and a plural in "-es" or "-ies" only without its "s" ("boxe", "batterie");
-- lib/search-text.ts now also indexes the parts (iphone, 15) — so "iphone" finds it without
-- matching every word that starts with "iphone" — and the singular (box, battery). Their a–z and
-- 0–9 words, as the tokeniser splits them (2 or 3 parts, letter parts of 2 letters or more,
-- without a plural "s"; plurals of 5 letters or more).
UPDATE "goods" AS g SET "search_vector" = g."search_vector" || array_to_tsvector(ARRAY(
  SELECT DISTINCT CASE WHEN length(p.x) > 3 AND p.x LIKE '%s' AND p.x NOT LIKE '%ss' THEN left(p.x, -1) ELSE p.x END
  FROM regexp_matches(lower(g."name" || ' ' || g."intro"), '[a-z0-9]+', 'g') AS m(w),
    LATERAL (SELECT array_agg(r[1]) AS parts FROM regexp_matches(left(m.w[1], 60), '[0-9]+|[a-z]+', 'g') AS r) AS t,
    LATERAL unnest(t.parts) AS p(x)
  WHERE m.w[1] ~ '[a-z]' AND m.w[1] ~ '[0-9]' AND array_length(t.parts, 1) BETWEEN 2 AND 3
    AND NOT EXISTS (SELECT 1 FROM unnest(t.parts) AS y(part) WHERE y.part ~ '^[a-z]$')
  UNION
  SELECT CASE WHEN w.word LIKE '%ies' THEN left(w.word, -3) || 'y' ELSE left(w.word, -2) END
  FROM (SELECT left(m.w[1], 60) AS word FROM regexp_matches(lower(g."name" || ' ' || g."intro"), '[a-z0-9]+', 'g') AS m(w)) AS w
  WHERE length(w.word) > 4 AND w.word ~ '^[a-z]+$' AND w.word ~ '(ies|[sxz]es|[cs]hes)$'
))
WHERE lower(g."name" || ' ' || g."intro") ~ '[a-z][0-9]|[0-9][a-z]|[a-z]{2}(ies|[sxz]es|[cs]hes)([^a-z0-9]|$)';
--> statement-breakpoint
-- The search's copy of each live listing (docs/decisions.md, "Search"): the listing's words and its
-- facets as lexemes of one vector, and its sort keys, in a table that holds only what a search may
-- find. A keyword search reads this table only; triggers on goods keep it. A hash of the id puts
-- each listing in one of 4,096 shards; shards 0–511, 0–63, 0–7 and 0 (an eighth, a 64th, a 512th
-- and a 4,096th of the listings, each a random sample) have small indexes of their own.
CREATE TABLE "goods_search" (
	"goods_id" bigint PRIMARY KEY NOT NULL,
	"vector" "tsvector" NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"recommend_point" integer NOT NULL,
	"open_time" timestamp with time zone NOT NULL,
	"close_time" timestamp with time zone NOT NULL,
	"shard" smallint GENERATED ALWAYS AS ((hashint8("goods_id") & 4095)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_search" ADD CONSTRAINT "goods_search_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- An ordered value's bin: 0–9 as themselves, then 10 bins per decade by the two leading digits
-- (10–18 → 20, 19–27 → 21, …, 91–99 → 29, 100–189 → 30 …). Bins never go down as the value goes
-- up, so "at least x" is "bin at least bin(x)". modules/search/facets.ts computes the same.
CREATE FUNCTION search_bin(n bigint) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN n < 10 THEN greatest(n, 0)::integer
    ELSE length(n::text) * 10 + (left(n::text, 2)::integer - 10) / 9 END
$$;
--> statement-breakpoint
-- A listing's facets as lexemes (modules/search/facets.ts writes the same for queries): every
-- category of its path, its condition, its seller, its price (cents: fine bin and decade), its
-- boost when it has one, and the hour, quarter day and day it was listed. None can come from typed
-- text, which never has "~".
CREATE FUNCTION goods_search_facets(
  category_path bigint[], goods_status smallint, seller_id bigint, price numeric,
  recommend_point integer, open_time timestamptz
) RETURNS tsvector
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(
    ARRAY(SELECT '~c' || c FROM unnest(category_path) AS c)
    || ARRAY[
      '~s' || goods_status,
      '~u' || seller_id,
      '~p' || search_bin((price * 100)::bigint),
      '~P' || search_bin((price * 100)::bigint) / 10,
      '~h' || floor(extract(epoch FROM open_time) / 3600)::bigint,
      '~q' || floor(extract(epoch FROM open_time) / 21600)::bigint,
      '~d' || floor(extract(epoch FROM open_time) / 86400)::bigint
    ]
    || CASE WHEN recommend_point > 0 THEN ARRAY[
      '~r',
      '~b' || search_bin(recommend_point),
      '~B' || search_bin(recommend_point) / 10
    ] ELSE ARRAY[]::text[] END
  )
$$;
--> statement-breakpoint
-- What a search may find: listed, not deleted, not yet told it expired (the expiry job does that a
-- minute at most after close_time; a search checks close_time itself meanwhile).
CREATE FUNCTION goods_search_live(g goods) RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT g.market_enable = 'UPPER' AND g.deleted_at IS NULL AND g.expired_notified_at IS NULL
    AND g.open_time IS NOT NULL AND g.close_time IS NOT NULL
$$;
--> statement-breakpoint
INSERT INTO "goods_search"
SELECT g.id, g.search_vector || goods_search_facets(g.category_path, g.goods_status, g.seller_id, g.price,
    g.recommend_point, g.open_time),
  g.price, g.recommend_point, g.open_time, g.close_time
FROM "goods" AS g WHERE goods_search_live(g);
--> statement-breakpoint
CREATE INDEX "goods_search_match_idx" ON "goods_search" USING gin ("vector");
--> statement-breakpoint
CREATE INDEX "goods_search_8th_idx" ON "goods_search" USING gin ("vector") WHERE "shard" < 512;
--> statement-breakpoint
CREATE INDEX "goods_search_64th_idx" ON "goods_search" USING gin ("vector") WHERE "shard" < 64;
--> statement-breakpoint
CREATE INDEX "goods_search_512th_idx" ON "goods_search" USING gin ("vector") WHERE "shard" < 8;
--> statement-breakpoint
CREATE INDEX "goods_search_4096th_idx" ON "goods_search" USING gin ("vector") WHERE "shard" = 0;
--> statement-breakpoint
-- Boosted listings, which sort 0 puts first whenever they were listed: by their words, and in
-- their order.
CREATE INDEX "goods_search_boosted_idx" ON "goods_search" USING gin ("vector") WHERE "recommend_point" > 0;
--> statement-breakpoint
CREATE INDEX "goods_search_boosted_order_idx" ON "goods_search" USING btree ("recommend_point" DESC NULLS LAST, "open_time" DESC NULLS LAST, "goods_id" DESC NULLS LAST) WHERE "recommend_point" > 0;
--> statement-breakpoint
-- More common lexemes in the statistics, for the planner's estimates of words and facets.
ALTER TABLE "goods_search" ALTER COLUMN "vector" SET STATISTICS 1000;
--> statement-breakpoint
-- New listings: one statement's rows at once, so a bulk load is one insert.
CREATE FUNCTION goods_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_search
  SELECT g.id, g.search_vector || goods_search_facets(g.category_path, g.goods_status, g.seller_id,
      g.price, g.recommend_point, g.open_time),
    g.price, g.recommend_point, g.open_time, g.close_time
  FROM new_goods AS g WHERE goods_search_live(g);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_search_insert AFTER INSERT ON "goods"
  REFERENCING NEW TABLE AS new_goods
  FOR EACH STATEMENT EXECUTE FUNCTION goods_search_insert();
--> statement-breakpoint
-- A change a search can see: the listing's entry is written again, or removed when it stops being
-- live. Views and favourites counts, notices and other columns never call it.
CREATE FUNCTION goods_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF goods_search_live(NEW) THEN
    INSERT INTO goods_search
    VALUES (NEW.id, NEW.search_vector || goods_search_facets(NEW.category_path, NEW.goods_status,
        NEW.seller_id, NEW.price, NEW.recommend_point, NEW.open_time),
      NEW.price, NEW.recommend_point, NEW.open_time, NEW.close_time)
    ON CONFLICT (goods_id) DO UPDATE SET vector = excluded.vector, price = excluded.price,
      recommend_point = excluded.recommend_point, open_time = excluded.open_time,
      close_time = excluded.close_time;
  ELSE
    DELETE FROM goods_search WHERE goods_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_search_update AFTER UPDATE ON "goods"
  FOR EACH ROW
  WHEN (OLD.market_enable IS DISTINCT FROM NEW.market_enable
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.expired_notified_at IS DISTINCT FROM NEW.expired_notified_at
    OR OLD.open_time IS DISTINCT FROM NEW.open_time
    OR OLD.close_time IS DISTINCT FROM NEW.close_time
    OR OLD.price IS DISTINCT FROM NEW.price
    OR OLD.recommend_point IS DISTINCT FROM NEW.recommend_point
    OR OLD.goods_status IS DISTINCT FROM NEW.goods_status
    OR OLD.category_path IS DISTINCT FROM NEW.category_path
    OR OLD.seller_id IS DISTINCT FROM NEW.seller_id
    OR OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION goods_search_update();
--> statement-breakpoint
-- A sample of the matches of a query, as one row: which sample (`share`), the table's size in
-- blocks, its rows and boosted rows as last counted, and the sample's rows packed as JSON arrays
-- (one row and one value to read, however many rows): ids, recommend points, listing times and
-- prices exact (microseconds, cents, both within 2^53), how many of `terms` each matches (a
-- partial match: at least `min_matched` of them; 0 without terms) and the block each sits in.
-- Every match (up to `sample_cap`) in a 4,096th of the listings, else in a 512th, a 64th, an
-- eighth: the first with at least `proofs[k]` matches, a random sample telling there are over a
-- thousand — and when `balanced`, with at least an eighth of 1/share rows, so that it can place a
-- page in the sort order about as finely as it costs to read. Otherwise (share 1) the first
-- matches in table order, up to `cap`: every match when fewer.
-- modules/search/search.planner.ts decides from these how to read a page. Bitmap plans only
-- (docs/decisions.md, "Search"): the planner's guess of how common a combination of words and
-- facets is can be far off, and a sequential scan expected to stop early may read the whole table.
-- With that, each statement has one good plan whatever the words, so it is planned once per
-- connection (a generic plan), not again on every call, which cost more than running it.
CREATE FUNCTION goods_search_sample(
  q tsquery, at timestamptz, min_price numeric, max_price numeric, terms tsquery[],
  min_matched integer, proofs integer[], balanced boolean, sample_cap integer, cap integer,
  priced tsquery
) RETURNS TABLE (share integer, blocks bigint, live_rows bigint, boosted_rows bigint, sample text, by_price boolean)
LANGUAGE plpgsql STABLE ROWS 1
SET enable_seqscan = off SET max_parallel_workers_per_gather = 0 SET jit = off
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  found integer;
  seen integer;
  packed json;
  full_q tsquery := q;
  table_blocks bigint := pg_relation_size('goods_search') / current_setting('block_size')::bigint;
  live bigint := (SELECT greatest(reltuples, 0)::bigint FROM pg_class WHERE oid = 'goods_search'::regclass);
  boosted_live bigint := (SELECT greatest(reltuples, 0)::bigint FROM pg_class
    WHERE oid = 'goods_search_boosted_order_idx'::regclass);
BEGIN
  -- One query per sample, each planned on its own partial index.
  SELECT count(*), json_build_object('i', json_agg(x.i), 'r', json_agg(x.r), 'o', json_agg(x.o),
      'c', json_agg(x.c), 'm', json_agg(x.m), 'b', json_agg(x.b))
    INTO found, packed
    FROM (SELECT s.goods_id AS i, s.recommend_point AS r, (extract(epoch FROM s.open_time) * 1000000)::bigint AS o,
        (s.price * 100)::bigint AS c, m.matched AS m, (s.ctid::text::point)[0]::bigint AS b
      FROM goods_search AS s,
        LATERAL (SELECT CASE WHEN terms IS NULL THEN 0
          ELSE (SELECT count(*)::integer FROM unnest(terms) AS t WHERE s.vector @@ t) END AS matched) AS m
      WHERE s.vector @@ q AND s.close_time > at AND m.matched >= min_matched
        AND (min_price IS NULL OR s.price >= min_price) AND (max_price IS NULL OR s.price <= max_price)
        AND s.shard = 0
      LIMIT sample_cap) AS x;
  IF found >= proofs[1] AND (NOT balanced OR found * 8 >= 4096 OR found >= sample_cap) THEN
    RETURN QUERY SELECT 4096, table_blocks, live, boosted_live, packed::text, false;
    RETURN;
  END IF;
  SELECT count(*), json_build_object('i', json_agg(x.i), 'r', json_agg(x.r), 'o', json_agg(x.o),
      'c', json_agg(x.c), 'm', json_agg(x.m), 'b', json_agg(x.b))
    INTO found, packed
    FROM (SELECT s.goods_id AS i, s.recommend_point AS r, (extract(epoch FROM s.open_time) * 1000000)::bigint AS o,
        (s.price * 100)::bigint AS c, m.matched AS m, (s.ctid::text::point)[0]::bigint AS b
      FROM goods_search AS s,
        LATERAL (SELECT CASE WHEN terms IS NULL THEN 0
          ELSE (SELECT count(*)::integer FROM unnest(terms) AS t WHERE s.vector @@ t) END AS matched) AS m
      WHERE s.vector @@ q AND s.close_time > at AND m.matched >= min_matched
        AND (min_price IS NULL OR s.price >= min_price) AND (max_price IS NULL OR s.price <= max_price)
        AND s.shard < 8
      LIMIT sample_cap) AS x;
  IF found >= proofs[2] AND (NOT balanced OR found * 8 >= 512 OR found >= sample_cap) THEN
    RETURN QUERY SELECT 512, table_blocks, live, boosted_live, packed::text, false;
    RETURN;
  END IF;
  SELECT count(*), json_build_object('i', json_agg(x.i), 'r', json_agg(x.r), 'o', json_agg(x.o),
      'c', json_agg(x.c), 'm', json_agg(x.m), 'b', json_agg(x.b))
    INTO found, packed
    FROM (SELECT s.goods_id AS i, s.recommend_point AS r, (extract(epoch FROM s.open_time) * 1000000)::bigint AS o,
        (s.price * 100)::bigint AS c, m.matched AS m, (s.ctid::text::point)[0]::bigint AS b
      FROM goods_search AS s,
        LATERAL (SELECT CASE WHEN terms IS NULL THEN 0
          ELSE (SELECT count(*)::integer FROM unnest(terms) AS t WHERE s.vector @@ t) END AS matched) AS m
      WHERE s.vector @@ q AND s.close_time > at AND m.matched >= min_matched
        AND (min_price IS NULL OR s.price >= min_price) AND (max_price IS NULL OR s.price <= max_price)
        AND s.shard < 64
      LIMIT sample_cap) AS x;
  IF found >= proofs[3] AND (NOT balanced OR found * 8 >= 64 OR found >= sample_cap) THEN
    RETURN QUERY SELECT 64, table_blocks, live, boosted_live, packed::text, false;
    RETURN;
  END IF;
  -- The eighth also tells how many matches a price range rejects: when most, the rest is read with
  -- the range's bins in the index query (`priced`), not by reading every match to reject it.
  SELECT count(*) FILTER (WHERE x.ok), count(*),
      json_build_object('i', json_agg(x.i) FILTER (WHERE x.ok), 'r', json_agg(x.r) FILTER (WHERE x.ok),
        'o', json_agg(x.o) FILTER (WHERE x.ok), 'c', json_agg(x.c) FILTER (WHERE x.ok),
        'm', json_agg(x.m) FILTER (WHERE x.ok), 'b', json_agg(x.b) FILTER (WHERE x.ok))
    INTO found, seen, packed
    FROM (SELECT s.goods_id AS i, s.recommend_point AS r, (extract(epoch FROM s.open_time) * 1000000)::bigint AS o,
        (s.price * 100)::bigint AS c, m.matched AS m, (s.ctid::text::point)[0]::bigint AS b,
        (min_price IS NULL OR s.price >= min_price) AND (max_price IS NULL OR s.price <= max_price) AS ok
      FROM goods_search AS s,
        LATERAL (SELECT CASE WHEN terms IS NULL THEN 0
          ELSE (SELECT count(*)::integer FROM unnest(terms) AS t WHERE s.vector @@ t) END AS matched) AS m
      WHERE s.vector @@ q AND s.close_time > at AND m.matched >= min_matched AND s.shard < 512
      LIMIT sample_cap) AS x;
  IF found >= proofs[4] AND (NOT balanced OR found * 8 >= 8 OR found >= sample_cap) THEN
    RETURN QUERY SELECT 8, table_blocks, live, boosted_live, packed::text, false;
    RETURN;
  END IF;
  IF priced IS NOT NULL AND seen >= 20 AND found * 4 < seen THEN
    full_q := priced;
  END IF;
  SELECT count(*), json_build_object('i', json_agg(x.i), 'r', json_agg(x.r), 'o', json_agg(x.o),
      'c', json_agg(x.c), 'm', json_agg(x.m), 'b', json_agg(x.b))
    INTO found, packed
    FROM (SELECT s.goods_id AS i, s.recommend_point AS r, (extract(epoch FROM s.open_time) * 1000000)::bigint AS o,
        (s.price * 100)::bigint AS c, m.matched AS m, (s.ctid::text::point)[0]::bigint AS b
      FROM goods_search AS s,
        LATERAL (SELECT CASE WHEN terms IS NULL THEN 0
          ELSE (SELECT count(*)::integer FROM unnest(terms) AS t WHERE s.vector @@ t) END AS matched) AS m
      WHERE s.vector @@ full_q AND s.close_time > at AND m.matched >= min_matched
        AND (min_price IS NULL OR s.price >= min_price) AND (max_price IS NULL OR s.price <= max_price)
      LIMIT cap) AS x;
  RETURN QUERY SELECT 1, table_blocks, live, boosted_live, packed::text, full_q IS DISTINCT FROM q;
END $$;
--> statement-breakpoint
-- A page of ids matching a query in a sort order: 0 recommended (boost, then newest), 1 newest,
-- 2 price high→low, 3 price low→high, each ending on the id; a partial match first by how many of
-- `terms` it matches. With `boosted`, the rows of `q` not boosted and the boosted rows of
-- `boosted`, found through the boosted listings' own indexes (sort 0 puts them first whenever they
-- were listed): by their words, or — when `walk` boosted listings are expected before a page's
-- worth of them matches — by walking them in their order, which stops after the page.
-- Bitmap plans only, as above.
CREATE FUNCTION goods_search_page(
  q tsquery, at timestamptz, min_price numeric, max_price numeric, terms tsquery[],
  min_matched integer, sort integer, skip integer, take integer, boosted tsquery, walk integer
) RETURNS SETOF bigint
LANGUAGE plpgsql STABLE ROWS 20
SET enable_seqscan = off SET max_parallel_workers_per_gather = 0 SET jit = off
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  found bigint[] := '{}';
  walked integer := 0;
  r record;
BEGIN
  IF boosted IS NOT NULL AND walk > 0 THEN
    FOR r IN
      SELECT s.goods_id, s.vector, s.close_time, s.price FROM goods_search AS s
      WHERE s.recommend_point > 0
      ORDER BY s.recommend_point DESC NULLS LAST, s.open_time DESC NULLS LAST, s.goods_id DESC NULLS LAST
    LOOP
      walked := walked + 1;
      IF r.vector @@ boosted AND r.close_time > at
        AND (min_price IS NULL OR r.price >= min_price) AND (max_price IS NULL OR r.price <= max_price) THEN
        found := found || r.goods_id;
        IF cardinality(found) >= skip + take THEN
          RETURN QUERY SELECT unnest(found[skip + 1 : skip + take]);
          RETURN;
        END IF;
      END IF;
      EXIT WHEN walked >= walk;
    END LOOP;
  END IF;
  RETURN QUERY
    SELECT s.goods_id
    FROM (
      SELECT s.goods_id, s.vector, s.recommend_point, s.open_time, s.price FROM goods_search AS s
      WHERE s.vector @@ q AND (boosted IS NULL OR s.recommend_point = 0)
        AND s.close_time > at
        AND (min_price IS NULL OR s.price >= min_price) AND (max_price IS NULL OR s.price <= max_price)
      UNION ALL
      SELECT s.goods_id, s.vector, s.recommend_point, s.open_time, s.price FROM goods_search AS s
      WHERE s.recommend_point > 0 AND s.vector @@ boosted
        AND s.close_time > at
        AND (min_price IS NULL OR s.price >= min_price) AND (max_price IS NULL OR s.price <= max_price)
    ) AS s,
      LATERAL (SELECT CASE WHEN terms IS NULL THEN 0
        ELSE (SELECT count(*)::integer FROM unnest(terms) AS t WHERE s.vector @@ t) END AS matched) AS m
    WHERE m.matched >= min_matched
    ORDER BY
      m.matched DESC,
      CASE WHEN sort = 0 THEN s.recommend_point END DESC,
      CASE WHEN sort IN (0, 1) THEN s.open_time END DESC,
      CASE WHEN sort = 2 THEN s.price END DESC,
      CASE WHEN sort = 3 THEN s.price END,
      CASE WHEN sort = 3 THEN s.goods_id END,
      s.goods_id DESC
    OFFSET skip LIMIT take;
END $$;
