CREATE TABLE "idempotency_keys" (
	"caller" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"content_type" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_caller_key_pk" PRIMARY KEY("caller","key")
);
--> statement-breakpoint
CREATE TABLE "partner_api_key_usage" (
	"key_id" integer NOT NULL,
	"day" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_api_key_usage_key_id_day_pk" PRIMARY KEY("key_id","day")
);
--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD COLUMN "scopes" text[] DEFAULT ARRAY['reports:read','applications:read','eligibility:read']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_api_key_usage" ADD CONSTRAINT "partner_api_key_usage_key_id_partner_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."partner_api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");