CREATE TABLE "duplicate_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"matched_on" text NOT NULL,
	"decision" text NOT NULL,
	"user_id" integer NOT NULL,
	"other_user_id" integer,
	"prospect_application_id" integer,
	"credit_application_id" integer,
	"matched_credit_application_id" integer,
	"product_type" "product_type",
	"lender_id" integer,
	"arriving_partner_id" integer,
	"owning_partner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "duplicate_hits" ADD CONSTRAINT "duplicate_hits_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_hits" ADD CONSTRAINT "duplicate_hits_arriving_partner_id_partners_id_fk" FOREIGN KEY ("arriving_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_hits" ADD CONSTRAINT "duplicate_hits_owning_partner_id_partners_id_fk" FOREIGN KEY ("owning_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duplicate_hits_created_at" ON "duplicate_hits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "duplicate_hits_user" ON "duplicate_hits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_tin" ON "users" USING btree ("tin");