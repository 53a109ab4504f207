ALTER TABLE "notices" ADD COLUMN "talk_id" bigint;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "group_amount" integer;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "group_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notices_member_group_key" ON "notices" USING btree ("member_id","group_key");