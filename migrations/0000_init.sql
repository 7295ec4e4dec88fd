CREATE TABLE "activities" (
	"external_id" text PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"type" integer NOT NULL,
	"xp_granted" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency" (
	"player_id" uuid NOT NULL,
	"key" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_player_id_key_pk" PRIMARY KEY("player_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"action" text NOT NULL,
	"what" text NOT NULL,
	"delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"good_kind" text NOT NULL,
	"good_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_left" integer NOT NULL,
	"price" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_listings_kind" CHECK ("market_listings"."good_kind" IN ('trait', 'item', 'crate')),
	CONSTRAINT "market_listings_quantity" CHECK ("market_listings"."quantity" >= 1 AND "market_listings"."quantity_left" >= 0),
	CONSTRAINT "market_listings_left" CHECK ("market_listings"."quantity_left" <= "market_listings"."quantity"),
	CONSTRAINT "market_listings_price" CHECK ("market_listings"."price" BETWEEN 1 AND 10000000)
);
--> statement-breakpoint
CREATE TABLE "market_sales" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"good_kind" text NOT NULL,
	"good_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_sales_quantity" CHECK ("market_sales"."quantity" >= 1),
	CONSTRAINT "market_sales_amounts" CHECK ("market_sales"."price" >= 1 AND "market_sales"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mint_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"pass_type" integer NOT NULL,
	"wallet" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mint_reservations_pass_type" CHECK ("mint_reservations"."pass_type" IN (0, 1, 3, 4, 5))
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discord_id" text NOT NULL,
	"username" text NOT NULL,
	"avatar" text,
	"created_at" timestamp with time zone NOT NULL,
	"social_id" text,
	"social_name" text,
	"eth_wallet" text,
	"sol_wallet" text,
	"quest_platform_id" text,
	"state" jsonb NOT NULL,
	"shards" bigint GENERATED ALWAYS AS (COALESCE((state #>> '{shards}')::bigint, 0)) STORED,
	"twc" bigint GENERATED ALWAYS AS (COALESCE((state #>> '{TWC}')::bigint, 0)) STORED,
	"energy" bigint GENERATED ALWAYS AS (COALESCE((state #>> '{energy}')::bigint, 0)) STORED,
	"total_xp" bigint GENERATED ALWAYS AS (COALESCE((state #>> '{missions,artXp}')::bigint, 0) + COALESCE((state #>> '{missions,expeditionXp}')::bigint, 0) + COALESCE((state #>> '{missions,floodXp}')::bigint, 0) + COALESCE((state #>> '{missions,gmXp}')::bigint, 0) + COALESCE((state #>> '{missions,memeXp}')::bigint, 0) + COALESCE((state #>> '{missions,refferalXp}')::bigint, 0) + COALESCE((state #>> '{missions,threadXp}')::bigint, 0) + COALESCE((state #>> '{missions,engageXp}')::bigint, 0) + COALESCE((state #>> '{missions,collabXp}')::bigint, 0) + COALESCE((state #>> '{missions,craftXp}')::bigint, 0) + COALESCE((state #>> '{missions,rewardXp}')::bigint, 0)) STORED,
	CONSTRAINT "players_discord_id_unique" UNIQUE("discord_id"),
	CONSTRAINT "players_shards_not_negative" CHECK ("players"."shards" >= 0),
	CONSTRAINT "players_twc_not_negative" CHECK ("players"."twc" >= 0),
	CONSTRAINT "players_energy_not_negative" CHECK ("players"."energy" >= 0),
	CONSTRAINT "players_total_xp_not_negative" CHECK ("players"."total_xp" >= 0),
	CONSTRAINT "players_goods_not_negative" CHECK (NOT jsonb_path_exists(state, '$.crates.* ? (@ < 0)') AND NOT jsonb_path_exists(state, '$.vauchers.* ? (@ < 0)') AND NOT jsonb_path_exists(state, '$.traits.*.* ? (@ < 0)') AND NOT jsonb_path_exists(state, '$.items.*.* ? (@ < 0)'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_stock" (
	"vaucher" text PRIMARY KEY NOT NULL,
	"left" integer NOT NULL,
	CONSTRAINT "voucher_stock_left_not_negative" CHECK ("voucher_stock"."left" >= 0)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency" ADD CONSTRAINT "idempotency_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_seller_id_players_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_sales" ADD CONSTRAINT "market_sales_listing_id_market_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."market_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_sales" ADD CONSTRAINT "market_sales_buyer_id_players_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mint_reservations" ADD CONSTRAINT "mint_reservations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_player" ON "ledger" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "market_listings_browse" ON "market_listings" USING btree ("good_kind","good_id","active","price");--> statement-breakpoint
CREATE INDEX "market_listings_seller" ON "market_listings" USING btree ("seller_id","active");--> statement-breakpoint
CREATE INDEX "market_sales_good" ON "market_sales" USING btree ("good_kind","good_id","created_at");--> statement-breakpoint
CREATE INDEX "mint_reservations_player" ON "mint_reservations" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "players_leaderboard" ON "players" USING btree ("total_xp" DESC NULLS LAST,"created_at");--> statement-breakpoint
CREATE INDEX "players_referrer" ON "players" USING btree (("state" #>> '{referral,referrerId}'));--> statement-breakpoint
CREATE INDEX "sessions_player" ON "sessions" USING btree ("player_id");