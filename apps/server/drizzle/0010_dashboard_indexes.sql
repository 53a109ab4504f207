CREATE INDEX "deals_created_idx" ON "deals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "talks_created_idx" ON "talks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "coin_ledger_created_idx" ON "coin_ledger" USING btree ("created_at","amount");--> statement-breakpoint
CREATE INDEX "goods_created_idx" ON "goods" USING btree ("created_at");