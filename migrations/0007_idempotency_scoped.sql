CREATE TABLE "idempotency_keys" (
	"caller" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer NOT NULL,
	"body" json NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_caller_method_path_key_pk" PRIMARY KEY("caller","method","path","key")
);
