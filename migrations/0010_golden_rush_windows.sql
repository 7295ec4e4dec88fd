CREATE TABLE "golden_rush_windows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "golden_rush_window_forward" CHECK ("golden_rush_windows"."ends_at" > "golden_rush_windows"."starts_at")
);
--> statement-breakpoint
-- The one window the settings held becomes the first row; the setting goes.
INSERT INTO "golden_rush_windows" ("starts_at", "ends_at", "created_at")
SELECT ("value"->>'startsAt')::timestamptz, ("value"->>'endsAt')::timestamptz, now()
FROM "settings" WHERE "key" = 'golden-rush'
  AND ("value"->>'endsAt')::timestamptz > ("value"->>'startsAt')::timestamptz;
--> statement-breakpoint
DELETE FROM "settings" WHERE "key" = 'golden-rush';
