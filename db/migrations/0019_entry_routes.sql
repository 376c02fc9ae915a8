CREATE TABLE "handoff_token_uses" (
	"partner_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handoff_token_uses_partner_id_nonce_pk" PRIMARY KEY("partner_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "partner_handoff_settings" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"secret_sealed" text,
	"secret_prefix" text,
	"secret_created_at" timestamp with time zone,
	"redirect_hosts" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"prospect_application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sent_by" text NOT NULL,
	"admin_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "handoff_token_uses" ADD CONSTRAINT "handoff_token_uses_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_handoff_settings" ADD CONSTRAINT "partner_handoff_settings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_links" ADD CONSTRAINT "transfer_links_prospect_application_id_prospect_applications_id_fk" FOREIGN KEY ("prospect_application_id") REFERENCES "public"."prospect_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_links" ADD CONSTRAINT "transfer_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_links" ADD CONSTRAINT "transfer_links_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_links_user" ON "transfer_links" USING btree ("user_id");