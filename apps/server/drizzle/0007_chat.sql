CREATE TABLE "deals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"goods_id" bigint NOT NULL,
	"talk_id" bigint NOT NULL,
	"quote_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"single_stock" boolean NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"cancel_asked_by" bigint,
	"cancel_asked_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_blocks" (
	"member_id" bigint NOT NULL,
	"blocked_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_blocks_member_id_blocked_id_pk" PRIMARY KEY("member_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"talk_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"sender_id" bigint,
	"kind" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"photo" jsonb,
	"event" text,
	"quote_id" bigint,
	"price" numeric(12, 2),
	"client_id" text,
	"safety" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"talk_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_price_range" CHECK ("quotes"."price" >= 0.01 and "quotes"."price" <= 9999999999.99)
);
--> statement-breakpoint
CREATE TABLE "talk_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talk_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reporter_id" bigint NOT NULL,
	"talk_id" bigint NOT NULL,
	"reported_id" bigint NOT NULL,
	"type_num" smallint NOT NULL,
	"context" text DEFAULT '' NOT NULL,
	"excerpt" jsonb NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"goods_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"buyer_read_seq" integer DEFAULT 0 NOT NULL,
	"seller_read_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talks_two_members" CHECK ("talks"."buyer_id" <> "talks"."seller_id")
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"deal_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"member2_id" bigint NOT NULL,
	"role" text NOT NULL,
	"goods_id" bigint NOT NULL,
	"talk_id" bigint NOT NULL,
	"content" text NOT NULL,
	"service_score" smallint NOT NULL,
	"tag1" boolean DEFAULT false NOT NULL,
	"tag2" boolean DEFAULT false NOT NULL,
	"tag3" boolean DEFAULT false NOT NULL,
	"tag4" boolean DEFAULT false NOT NULL,
	"tag5" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluations_score_range" CHECK ("evaluations"."service_score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_talk_id_talks_id_fk" FOREIGN KEY ("talk_id") REFERENCES "public"."talks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_buyer_id_members_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_seller_id_members_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_id_members_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_talk_id_talks_id_fk" FOREIGN KEY ("talk_id") REFERENCES "public"."talks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_talk_id_talks_id_fk" FOREIGN KEY ("talk_id") REFERENCES "public"."talks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_buyer_id_members_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_seller_id_members_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_reports" ADD CONSTRAINT "talk_reports_reporter_id_members_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_reports" ADD CONSTRAINT "talk_reports_talk_id_talks_id_fk" FOREIGN KEY ("talk_id") REFERENCES "public"."talks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_reports" ADD CONSTRAINT "talk_reports_reported_id_members_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talks" ADD CONSTRAINT "talks_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talks" ADD CONSTRAINT "talks_buyer_id_members_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talks" ADD CONSTRAINT "talks_seller_id_members_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_member2_id_members_id_fk" FOREIGN KEY ("member2_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_talk_id_talks_id_fk" FOREIGN KEY ("talk_id") REFERENCES "public"."talks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deals_quote_key" ON "deals" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_one_active_single_stock" ON "deals" USING btree ("goods_id") WHERE "deals"."status" = 'ACTIVE' and "deals"."single_stock";--> statement-breakpoint
CREATE INDEX "deals_talk_idx" ON "deals" USING btree ("talk_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_buyer_idx" ON "deals" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_seller_idx" ON "deals" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_blocks_blocked_idx" ON "member_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_talk_seq_key" ON "messages" USING btree ("talk_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_key" ON "messages" USING btree ("talk_id","sender_id","client_id") WHERE "messages"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_open_per_talk" ON "quotes" USING btree ("talk_id") WHERE "quotes"."status" = 1;--> statement-breakpoint
CREATE INDEX "quotes_talk_idx" ON "quotes" USING btree ("talk_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_goods_open_idx" ON "quotes" USING btree ("goods_id") WHERE "quotes"."status" = 1;--> statement-breakpoint
CREATE INDEX "quotes_buyer_idx" ON "quotes" USING btree ("buyer_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_seller_idx" ON "quotes" USING btree ("seller_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "talk_reports_reporter_talk_key" ON "talk_reports" USING btree ("reporter_id","talk_id");--> statement-breakpoint
CREATE INDEX "talk_reports_status_idx" ON "talk_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "talk_reports_talk_idx" ON "talk_reports" USING btree ("talk_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talks_goods_buyer_key" ON "talks" USING btree ("goods_id","buyer_id");--> statement-breakpoint
CREATE INDEX "talks_buyer_idx" ON "talks" USING btree ("buyer_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talks_seller_idx" ON "talks" USING btree ("seller_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_deal_writer_key" ON "evaluations" USING btree ("deal_id","member_id");--> statement-breakpoint
CREATE INDEX "evaluations_member2_idx" ON "evaluations" USING btree ("member2_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "evaluations_member_idx" ON "evaluations" USING btree ("member_id","created_at" DESC NULLS LAST);