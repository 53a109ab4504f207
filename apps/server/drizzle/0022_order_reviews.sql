CREATE TABLE "order_reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"order_sn" text NOT NULL,
	"item_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"score" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"goods_name" text NOT NULL,
	"specs" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reviews_score" CHECK ("order_reviews"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_buyer_id_members_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_reviews_item_unique" ON "order_reviews" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "order_reviews_goods_idx" ON "order_reviews" USING btree ("goods_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_reviews_buyer_idx" ON "order_reviews" USING btree ("buyer_id","created_at" DESC NULLS LAST);