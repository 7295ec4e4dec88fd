ALTER TABLE "market_listings" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "market_listings" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "market_listings_expiry" ON "market_listings" USING btree ("active","expires_at");--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_status" CHECK ("market_listings"."status" IN ('active', 'sold', 'cancelled', 'expired') AND "market_listings"."active" = ("market_listings"."status" = 'active'));