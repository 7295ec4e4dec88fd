-- The leaderboard key's index also carries total_xp, so scans of the key need no table row: the
-- anchors' window over the whole board (1.1 s with a sort spilling to disk on a million players,
-- 0.37 s as an index-only scan) and the counts of `me`. drizzle-kit does not track INCLUDE.
DROP INDEX "players_leaderboard_key";--> statement-breakpoint
CREATE INDEX "players_leaderboard_key" ON "players" USING btree ((-"total_xp"),"created_at","id") INCLUDE ("total_xp");
