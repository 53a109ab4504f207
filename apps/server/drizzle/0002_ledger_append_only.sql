-- The coin ledger is append-only: a row, once written, is never changed.
CREATE OR REPLACE FUNCTION coin_ledger_no_update() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'coin_ledger is append-only' USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER coin_ledger_no_update BEFORE UPDATE ON coin_ledger
  FOR EACH ROW EXECUTE FUNCTION coin_ledger_no_update();
