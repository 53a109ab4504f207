ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'CARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_pending" ON "withdrawals" USING btree ("member_id") WHERE "withdrawals"."status" = 'PENDING';