DROP INDEX "players_leaderboard";--> statement-breakpoint
CREATE INDEX "players_leaderboard_key" ON "players" USING btree ((-"total_xp"),"created_at","id");