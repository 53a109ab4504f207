-- Money has one storage: an exact numeric(12, 2) of HK$, as listings, offers and deals have
-- (docs/decisions.md, "Money"). A payment's integer cents become that decimal with every row's value
-- kept: cents / 100 is exact in numeric (1250 -> 12.50), and integer cents fit in 10 whole digits.
ALTER TABLE "payments" ALTER COLUMN "amount_cents" SET DATA TYPE numeric(12, 2) USING ("amount_cents"::numeric / 100);--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "amount_cents" TO "amount";
