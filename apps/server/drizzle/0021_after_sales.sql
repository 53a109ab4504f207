CREATE TABLE "after_sale_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "after_sale_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"after_sale_id" bigint NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "after_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sn" text NOT NULL,
	"order_id" bigint NOT NULL,
	"order_sn" text NOT NULL,
	"item_id" bigint,
	"buyer_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"reason_code" text NOT NULL,
	"reason_text" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'APPLIED' NOT NULL,
	"refuse_reason" text DEFAULT '' NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"refund_wallet" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"refund_provider" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"refund_coins_value" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"refund_coins" integer DEFAULT 0 NOT NULL,
	"seller_debited" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "after_sales_amount" CHECK ("after_sales"."refund_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "after_sale_logs" ADD CONSTRAINT "after_sale_logs_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_buyer_id_members_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_logs_idx" ON "after_sale_logs" USING btree ("after_sale_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_sn_unique" ON "after_sales" USING btree ("sn");--> statement-breakpoint
CREATE INDEX "after_sales_buyer_idx" ON "after_sales" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "after_sales_shop_idx" ON "after_sales" USING btree ("shop_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "after_sales_order_idx" ON "after_sales" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_open_item_unique" ON "after_sales" USING btree ("order_id","item_id") WHERE "after_sales"."status" in ('APPLIED', 'ACCEPTED', 'BUYER_SHIPPED');