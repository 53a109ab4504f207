CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"name" text NOT NULL,
	"district" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"member_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_member_id_goods_id_pk" PRIMARY KEY("member_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "footprints" (
	"member_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footprints_member_id_goods_id_pk" PRIMARY KEY("member_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"category_path" bigint[] NOT NULL,
	"name" text NOT NULL,
	"intro" text NOT NULL,
	"goods_status" smallint NOT NULL,
	"several_in_stock" boolean DEFAULT false NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"trading_methods" smallint[] NOT NULL,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"market_enable" text DEFAULT 'DOWN' NOT NULL,
	"open_days" smallint NOT NULL,
	"open_time" timestamp with time zone,
	"close_time" timestamp with time zone,
	"recommend_point" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"expiry_soon_notified_at" timestamp with time zone,
	"expired_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "goods_price_nonnegative" CHECK ("goods"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_images" (
	"goods_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"media_id" text NOT NULL,
	"url" text NOT NULL,
	"thumbnail" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "goods_images_goods_id_position_pk" PRIMARY KEY("goods_id","position")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"url" text NOT NULL,
	"thumbnail" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reporter_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"type_num" smallint NOT NULL,
	"context" text DEFAULT '' NOT NULL,
	"goods_name" text NOT NULL,
	"goods_picture" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"display" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprints" ADD CONSTRAINT "footprints_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprints" ADD CONSTRAINT "footprints_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_seller_id_members_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_images" ADD CONSTRAINT "goods_images_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_images" ADD CONSTRAINT "goods_images_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_members_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_member_idx" ON "addresses" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default" ON "addresses" USING btree ("member_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "favourites_member_idx" ON "favourites" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favourites_goods_idx" ON "favourites" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "footprints_member_idx" ON "footprints" USING btree ("member_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goods_seller_idx" ON "goods" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goods_live_recommended_idx" ON "goods" USING btree ("recommend_point" DESC NULLS LAST,"open_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "goods"."market_enable" = 'UPPER' and "goods"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "goods_live_latest_idx" ON "goods" USING btree ("open_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "goods"."market_enable" = 'UPPER' and "goods"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "goods_live_price_idx" ON "goods" USING btree ("price","id") WHERE "goods"."market_enable" = 'UPPER' and "goods"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "goods_live_popular_idx" ON "goods" USING btree ("collect_count" DESC NULLS LAST,"view_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "goods"."market_enable" = 'UPPER' and "goods"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "goods_close_time_idx" ON "goods" USING btree ("close_time") WHERE "goods"."market_enable" = 'UPPER' and "goods"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "goods_category_path_idx" ON "goods" USING gin ("category_path");--> statement-breakpoint
CREATE INDEX "goods_search_vector_idx" ON "goods" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "goods_search_text_trgm_idx" ON "goods" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_goods_key" ON "reports" USING btree ("reporter_id","goods_id");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "search_terms_hits_idx" ON "search_terms" USING btree ("hits" DESC NULLS LAST);