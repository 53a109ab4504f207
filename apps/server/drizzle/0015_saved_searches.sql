CREATE TABLE "saved_search_queue" (
	"goods_id" bigint PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"query_key" text NOT NULL,
	"lang" text NOT NULL,
	"alert" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"match_query" "tsquery",
	"min_price" numeric(12, 2),
	"max_price" numeric(12, 2),
	"pending_matches" integer DEFAULT 0 NOT NULL,
	"pending_goods_id" bigint,
	"alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "saved_search_queue" ADD CONSTRAINT "saved_search_queue_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_queue_at_idx" ON "saved_search_queue" USING btree ("queued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_member_query_key" ON "saved_searches" USING btree ("member_id","query_key");--> statement-breakpoint
CREATE INDEX "saved_searches_alert_idx" ON "saved_searches" USING btree ("id") WHERE "saved_searches"."alert" and "saved_searches"."match_query" is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_pending_idx" ON "saved_searches" USING btree ("alerted_at") WHERE "saved_searches"."pending_matches" > 0;