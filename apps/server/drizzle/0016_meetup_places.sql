ALTER TABLE "goods" ADD COLUMN "meetup_stations" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "meetup_districts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "meetup_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "meetup_areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_meetup_areas_idx" ON "goods" USING gin ("meetup_areas");--> statement-breakpoint
CREATE INDEX "goods_meetup_stations_idx" ON "goods" USING gin ("meetup_stations");--> statement-breakpoint
-- Listings published before: the districts of their address-book places are where they meet
-- (meetup_areas is kept by the service on every write from now on).
UPDATE "goods" AS g SET "meetup_areas" = ARRAY(
  SELECT d FROM (
    SELECT a->>'district' AS d, min(o) AS first FROM jsonb_array_elements(g."addresses") WITH ORDINALITY AS x(a, o)
    GROUP BY a->>'district'
  ) AS t ORDER BY t.first
)
WHERE jsonb_array_length(g."addresses") > 0 AND 1 = ANY(g."trading_methods");
--> statement-breakpoint
-- The meet-up facets of a listing's search entry (modules/search/facets.ts writes the same for
-- queries): each district it meets in, each MTR station, and each trading method. As the other
-- facets, none can come from typed text, which never has "~".
CREATE FUNCTION goods_search_places(areas text[], stations text[], trading_methods smallint[]) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(
    ARRAY(SELECT '~a' || a FROM unnest(areas) AS a)
    || ARRAY(SELECT '~m' || s FROM unnest(stations) AS s)
    || ARRAY(SELECT '~t' || m FROM unnest(trading_methods) AS m)
  )
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_search
  SELECT g.id, g.search_vector || goods_search_facets(g.category_path, g.goods_status, g.seller_id,
      g.price, g.recommend_point, g.open_time)
      || goods_search_places(g.meetup_areas, g.meetup_stations, g.trading_methods),
    g.price, g.recommend_point, g.open_time, g.close_time
  FROM new_goods AS g WHERE goods_search_live(g);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF goods_search_live(NEW) THEN
    INSERT INTO goods_search
    VALUES (NEW.id, NEW.search_vector || goods_search_facets(NEW.category_path, NEW.goods_status,
        NEW.seller_id, NEW.price, NEW.recommend_point, NEW.open_time)
        || goods_search_places(NEW.meetup_areas, NEW.meetup_stations, NEW.trading_methods),
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
DROP TRIGGER goods_search_update ON "goods";
--> statement-breakpoint
CREATE TRIGGER goods_search_update AFTER UPDATE ON "goods"
  FOR EACH ROW
  WHEN (OLD.market_enable IS DISTINCT FROM NEW.market_enable
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.expired_notified_at IS DISTINCT FROM NEW.expired_notified_at
    OR OLD.hidden_at IS DISTINCT FROM NEW.hidden_at
    OR OLD.open_time IS DISTINCT FROM NEW.open_time
    OR OLD.close_time IS DISTINCT FROM NEW.close_time
    OR OLD.price IS DISTINCT FROM NEW.price
    OR OLD.recommend_point IS DISTINCT FROM NEW.recommend_point
    OR OLD.goods_status IS DISTINCT FROM NEW.goods_status
    OR OLD.category_path IS DISTINCT FROM NEW.category_path
    OR OLD.seller_id IS DISTINCT FROM NEW.seller_id
    OR OLD.search_vector IS DISTINCT FROM NEW.search_vector
    OR OLD.trading_methods IS DISTINCT FROM NEW.trading_methods
    OR OLD.meetup_areas IS DISTINCT FROM NEW.meetup_areas
    OR OLD.meetup_stations IS DISTINCT FROM NEW.meetup_stations)
  EXECUTE FUNCTION goods_search_update();
--> statement-breakpoint
-- Live listings' entries gain their meet-up facets.
UPDATE goods_search AS s
SET vector = s.vector || goods_search_places(g.meetup_areas, g.meetup_stations, g.trading_methods)
FROM "goods" AS g WHERE g.id = s.goods_id;
