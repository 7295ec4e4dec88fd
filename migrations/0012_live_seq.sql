-- Issue 25: every committed change of a player's state counts up its live sequence; the ledger rows
-- written with it carry the number, so a live stream that resumes from an id knows what it missed.
ALTER TABLE "players" ADD COLUMN "live_seq" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "live_seq" bigint;
