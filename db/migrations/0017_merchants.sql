CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" integer,
	"business_name" text NOT NULL,
	"business_type" text NOT NULL,
	"gstin" text,
	"udyam" text,
	"owner_name" text NOT NULL,
	"mobile" text NOT NULL,
	"address" text NOT NULL,
	"locality" text NOT NULL,
	"city" text NOT NULL,
	"pincode" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"signup_token_hash" text,
	"language" text DEFAULT 'en' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "merchants_signup_token_hash_unique" UNIQUE("signup_token_hash")
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_reviewed_by_admin_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchants_partner_status" ON "merchants" USING btree ("partner_id","status");--> statement-breakpoint
CREATE INDEX "merchants_created_at" ON "merchants" USING btree ("created_at");