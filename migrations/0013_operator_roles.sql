CREATE TABLE "operator_roles" (
	"operator_key" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"grant_limit" bigint DEFAULT 0 NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The players suspended before: their suspension is a row of settings (ops/suspensions.ts).
UPDATE "players" SET "suspended" = true WHERE 'suspension:' || "id" IN (SELECT "key" FROM "settings" WHERE "key" LIKE 'suspension:%');--> statement-breakpoint
-- A suspended player is not on the leaderboard: the key's index leaves them out, so the pages and
-- the counts stay index-only ranges (every leaderboard read says NOT suspended). drizzle-kit does
-- not track INCLUDE (migration 0006).
DROP INDEX "players_leaderboard_key";--> statement-breakpoint
CREATE INDEX "players_leaderboard_key" ON "players" USING btree ((-"total_xp"),"created_at","id") INCLUDE ("total_xp") WHERE NOT "suspended";
