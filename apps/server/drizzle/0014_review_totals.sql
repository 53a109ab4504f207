ALTER TABLE "members" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "review_score_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A member's review totals (docs/decisions.md, "Seller score on cards"): how many reviews they
-- received and the sum of the scores, so every goods card shows the seller's score from the members
-- join it already makes, with no aggregate per card. Kept by this trigger on every write to
-- evaluations, whichever code writes it (the review service, the seed, tests), in the writer's
-- transaction. Integers: the average is computed from them exactly (reviewAverage in the contract).
CREATE FUNCTION evaluations_keep_totals() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE members SET review_count = review_count - 1, review_score_sum = review_score_sum - OLD.service_score
      WHERE id = OLD.member2_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE members SET review_count = review_count + 1, review_score_sum = review_score_sum + NEW.service_score
      WHERE id = NEW.member2_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER evaluations_totals AFTER INSERT OR DELETE OR UPDATE OF service_score, member2_id ON evaluations
  FOR EACH ROW EXECUTE FUNCTION evaluations_keep_totals();
--> statement-breakpoint
UPDATE members AS m SET review_count = t.n, review_score_sum = t.total
  FROM (SELECT member2_id, count(*)::integer AS n, sum(service_score)::integer AS total
        FROM evaluations GROUP BY member2_id) AS t
  WHERE m.id = t.member2_id;
