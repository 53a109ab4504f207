-- The search's copy of each live listing (docs/decisions.md, "Search"): the listing's words and its
-- facets as lexemes of one vector, and its sort keys, in a table that holds only what a search may
-- find. A keyword search reads this table only; triggers on goods keep it.
CREATE TABLE "goods_search" (
	"goods_id" bigint PRIMARY KEY NOT NULL,
	"vector" "tsvector" NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"recommend_point" integer NOT NULL,
	"open_time" timestamp with time zone NOT NULL,
	"close_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_search" ADD CONSTRAINT "goods_search_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- An ordered value's bin: 0–9 as themselves, then 30 bins per decade by the two leading digits
-- (10–12 → 60, 13–15 → 61, …, 97–99 → 89, 100–129 → 90 …). Bins never go down as the value goes
-- up, so "at least x" is "bin at least bin(x)". modules/search/facets.ts computes the same.
CREATE FUNCTION search_bin(n bigint) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN n < 10 THEN greatest(n, 0)::integer
    ELSE length(n::text) * 30 + (left(n::text, 2)::integer - 10) / 3 END
$$;
--> statement-breakpoint
-- A listing's facets as lexemes (modules/search/facets.ts writes the same for queries): every
-- category of its path, its condition, its seller, its price (cents: fine bin and decade), its
-- boost when it has one, and the hour and day it was listed. None can come from typed text,
-- which never has "~".
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
      '~P' || search_bin((price * 100)::bigint) / 30,
      '~h' || floor(extract(epoch FROM open_time) / 3600)::bigint,
      '~d' || floor(extract(epoch FROM open_time) / 86400)::bigint
    ]
    || CASE WHEN recommend_point > 0 THEN ARRAY[
      '~r',
      '~b' || search_bin(recommend_point),
      '~B' || search_bin(recommend_point) / 30
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
-- The first rows (in table order, up to `cap`) matching a query, with their sort keys exact
-- (microseconds, cents), how many of `terms` each matches (a partial match: at least
-- `min_matched` of them; 0 without terms), the block each sits in and the table's size in blocks.
-- modules/search/search.planner.ts takes a page from these when there are fewer than `cap`, and
-- otherwise estimates from them how far down the sort order a page lies. Bitmap plans only
-- (docs/decisions.md, "Search"): the planner's guess of how common a combination of words and
-- facets is can be far off, and a sequential scan expected to stop early may read the whole table.
CREATE FUNCTION goods_search_sample(
  q tsquery, at timestamptz, min_price numeric, max_price numeric, terms tsquery[],
  min_matched integer, cap integer
) RETURNS TABLE (
  goods_id bigint, recommend_point integer, open_us bigint, price_cents bigint, matched integer,
  block bigint, blocks bigint
)
LANGUAGE sql STABLE
SET enable_seqscan = off SET max_parallel_workers_per_gather = 0 SET jit = off
AS $$
  SELECT s.goods_id, s.recommend_point, (extract(epoch FROM s.open_time) * 1000000)::bigint,
    (s.price * 100)::bigint, m.matched, (s.ctid::text::point)[0]::bigint,
    (SELECT pg_relation_size('goods_search') / current_setting('block_size')::bigint)
  FROM goods_search AS s,
    LATERAL (SELECT count(*)::integer AS matched FROM unnest(terms) AS t WHERE s.vector @@ t) AS m
  WHERE s.vector @@ q AND s.close_time > at AND m.matched >= min_matched
    AND (min_price IS NULL OR s.price >= min_price) AND (max_price IS NULL OR s.price <= max_price)
  LIMIT cap
$$;
--> statement-breakpoint
-- A page of ids matching a query in a sort order: 0 recommended (boost, then newest), 1 newest,
-- 2 price high→low, 3 price low→high, each ending on the id; a partial match first by how many of
-- `terms` it matches. Bitmap plans only, as above.
CREATE FUNCTION goods_search_page(
  q tsquery, at timestamptz, min_price numeric, max_price numeric, terms tsquery[],
  min_matched integer, sort integer, skip integer, take integer
) RETURNS SETOF bigint
LANGUAGE sql STABLE
SET enable_seqscan = off SET max_parallel_workers_per_gather = 0 SET jit = off
AS $$
  SELECT s.goods_id
  FROM goods_search AS s,
    LATERAL (SELECT count(*)::integer AS matched FROM unnest(terms) AS t WHERE s.vector @@ t) AS m
  WHERE s.vector @@ q AND s.close_time > at AND m.matched >= min_matched
    AND (min_price IS NULL OR s.price >= min_price) AND (max_price IS NULL OR s.price <= max_price)
  ORDER BY
    m.matched DESC,
    CASE WHEN sort = 0 THEN s.recommend_point END DESC,
    CASE WHEN sort IN (0, 1) THEN s.open_time END DESC,
    CASE WHEN sort = 2 THEN s.price END DESC,
    CASE WHEN sort = 3 THEN s.price END,
    CASE WHEN sort = 3 THEN s.goods_id END,
    s.goods_id DESC
  OFFSET skip LIMIT take
$$;
