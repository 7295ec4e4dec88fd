-- Issue 25: a player's notice settings (kinds turned off, system notifications on or off), kept on
-- the server so every device of the player tells the same things.
CREATE TABLE "notice_settings" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"off" jsonb NOT NULL,
	"system" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_settings" ADD CONSTRAINT "notice_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;