CREATE TABLE "deal_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"code" text NOT NULL,
	"consumer_id" integer,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"discount" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"image_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_codes" ADD CONSTRAINT "deal_codes_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_codes" ADD CONSTRAINT "deal_codes_consumer_id_users_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_codes_deal_code" ON "deal_codes" USING btree ("deal_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_codes_deal_consumer" ON "deal_codes" USING btree ("deal_id","consumer_id");--> statement-breakpoint
CREATE INDEX "deal_codes_free" ON "deal_codes" USING btree ("deal_id","id") WHERE "deal_codes"."consumer_id" is null;--> statement-breakpoint
CREATE INDEX "deals_window" ON "deals" USING btree ("starts_on","ends_on");