CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_sn_prefix_idx" ON "orders" USING btree ("sn" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at","flow_price") WHERE "orders"."paid_at" is not null;