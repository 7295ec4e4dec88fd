CREATE TABLE "action_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "discord_id" text;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "credential_hash" text;--> statement-breakpoint
CREATE INDEX "action_records_action_time" ON "action_records" USING btree ("action","created_at");--> statement-breakpoint
-- Console sessions opened before: they name no credential to check again, so they end (sign in again).
DELETE FROM "operator_sessions";
