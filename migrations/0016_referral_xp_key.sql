-- The missions' referral XP is stored under the code's name (issue 26): the wire keeps `refferalXp`.
-- total_xp sums the missions' fields by name, so it is dropped (with the leaderboard's key index and
-- its CHECK), the states and the ledger's rows are renamed, and it is added back (PostgreSQL 15 has
-- no SET EXPRESSION) with the index and the CHECK as 0013 and 0000 made them.
ALTER TABLE "players" drop column "total_xp";--> statement-breakpoint
UPDATE "players" SET "state" = jsonb_set("state" #- '{missions,refferalXp}', '{missions,referralXp}', "state" #> '{missions,refferalXp}') WHERE "state" -> 'missions' ? 'refferalXp';--> statement-breakpoint
UPDATE "ledger" SET "what" = 'xp:referralXp' WHERE "what" = 'xp:refferalXp';--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "total_xp" bigint GENERATED ALWAYS AS (COALESCE((state #>> '{missions,artXp}')::bigint, 0) + COALESCE((state #>> '{missions,expeditionXp}')::bigint, 0) + COALESCE((state #>> '{missions,floodXp}')::bigint, 0) + COALESCE((state #>> '{missions,gmXp}')::bigint, 0) + COALESCE((state #>> '{missions,memeXp}')::bigint, 0) + COALESCE((state #>> '{missions,referralXp}')::bigint, 0) + COALESCE((state #>> '{missions,threadXp}')::bigint, 0) + COALESCE((state #>> '{missions,engageXp}')::bigint, 0) + COALESCE((state #>> '{missions,collabXp}')::bigint, 0) + COALESCE((state #>> '{missions,craftXp}')::bigint, 0) + COALESCE((state #>> '{missions,rewardXp}')::bigint, 0)) STORED;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_total_xp_not_negative" CHECK ("players"."total_xp" >= 0);--> statement-breakpoint
CREATE INDEX "players_leaderboard_key" ON "players" USING btree ((-"total_xp"),"created_at","id") INCLUDE ("total_xp") WHERE NOT "suspended";
