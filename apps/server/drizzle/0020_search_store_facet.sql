-- Shop goods in search (docs/product/search.md, "Filters"; docs/product/shops.md): a listing of a
-- shop carries the facet '~k<store_id>' in its search entry, so `storeId` narrows a keyword search
-- through the same GIN lookup as the other filters (modules/search/facets.ts FACET.store writes the
-- same for queries). A member's one-off listing (store_id null) has none.
CREATE FUNCTION goods_search_store(store_id bigint) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN store_id IS NULL THEN ''::tsvector ELSE array_to_tsvector(ARRAY['~k' || store_id]) END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_search
  SELECT g.id, g.search_vector || goods_search_facets(g.category_path, g.goods_status, g.seller_id,
      g.price, g.recommend_point, g.open_time)
      || goods_search_places(g.meetup_areas, g.meetup_stations, g.trading_methods)
      || goods_search_store(g.store_id),
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
        || goods_search_places(NEW.meetup_areas, NEW.meetup_stations, NEW.trading_methods)
        || goods_search_store(NEW.store_id),
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
    OR OLD.meetup_stations IS DISTINCT FROM NEW.meetup_stations
    OR OLD.store_id IS DISTINCT FROM NEW.store_id)
  EXECUTE FUNCTION goods_search_update();
--> statement-breakpoint
-- Live shop goods' entries gain their store facet.
UPDATE goods_search AS s
SET vector = s.vector || goods_search_store(g.store_id)
FROM "goods" AS g WHERE g.id = s.goods_id AND g.store_id IS NOT NULL;
