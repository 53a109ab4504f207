CREATE TABLE "admin_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admin_factors" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_recovery_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" bigint NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_by" bigint NOT NULL,
	"audience" text NOT NULL,
	"member_id" bigint,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_word_rules" (
	"word" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "talk_reports" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "talk_reports" ADD COLUMN "handled_by" bigint;--> statement-breakpoint
ALTER TABLE "talk_reports" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "role" text DEFAULT 'MEMBER' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "ban_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "password_reset_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "handled_by" bigint;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_challenges" ADD CONSTRAINT "admin_challenges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_factors" ADD CONSTRAINT "admin_factors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_recovery_codes" ADD CONSTRAINT "admin_recovery_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_recovery_codes_member_idx" ON "admin_recovery_codes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "broadcasts_due_idx" ON "broadcasts" USING btree ("status","send_at");--> statement-breakpoint
CREATE INDEX "broadcasts_created_idx" ON "broadcasts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "members_role_idx" ON "members" USING btree ("role") WHERE "members"."role" <> 'MEMBER';--> statement-breakpoint
CREATE INDEX "members_created_idx" ON "members" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reports_goods_idx" ON "reports" USING btree ("goods_id","status");--> statement-breakpoint
UPDATE "members" SET "role" = 'ADMIN' WHERE "is_admin";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "is_admin";--> statement-breakpoint
-- The audit log is append-only: a row, once written, is never changed or removed (TRUNCATE, an
-- owner's operation outside any route, stays possible for test resets and retention).
CREATE FUNCTION audit_log_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- A hidden listing (held after reports, or its seller banned) leaves search like a taken-down one.
CREATE OR REPLACE FUNCTION goods_search_live(g goods) RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT g.market_enable = 'UPPER' AND g.deleted_at IS NULL AND g.expired_notified_at IS NULL
    AND g.open_time IS NOT NULL AND g.close_time IS NOT NULL AND g.hidden_at IS NULL
$$;
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
    OR OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION goods_search_update();
