-- The audit log and the coin ledger are append-only (docs/admin.md, "Audit log"; docs/decisions.md,
-- "Coins"): UPDATE and DELETE were refused row by row, but TRUNCATE fires no row trigger and
-- emptied either table at once. A statement trigger refuses it too. Test resets truncate every
-- table with session_replication_role = replica, which skips ordinary triggers (apps/server/test/db.ts).
CREATE FUNCTION refuse_truncate() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
--> statement-breakpoint
CREATE TRIGGER coin_ledger_no_truncate BEFORE TRUNCATE ON coin_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate();
--> statement-breakpoint
CREATE TRIGGER coin_ledger_no_delete BEFORE DELETE ON coin_ledger
  FOR EACH ROW EXECUTE FUNCTION coin_ledger_no_update();
