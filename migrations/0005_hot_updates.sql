DROP INDEX "players_referrer";--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "referrer_id" text GENERATED ALWAYS AS (state #>> '{referral,referrerId}') STORED;--> statement-breakpoint
CREATE INDEX "players_referrer" ON "players" USING btree ("referrer_id");--> statement-breakpoint
-- Room on each page for a row's next version: a write that changes no indexed column is then a
-- HOT update (no new index entries). drizzle-kit does not track storage parameters.
ALTER TABLE "players" SET (fillfactor = 85);
