CREATE TABLE "partner_payout_accounts" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"pan" text,
	"gstin" text,
	"account_number" text,
	"ifsc" text,
	"account_holder" text,
	"updated_by_partner_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"earning_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" integer NOT NULL,
	"month" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"gross_paise" bigint NOT NULL,
	"gst_kind" text NOT NULL,
	"gst_paise" bigint NOT NULL,
	"tds_rate_bps" integer NOT NULL,
	"tds_paise" bigint NOT NULL,
	"net_paise" bigint NOT NULL,
	"pan" text,
	"gstin" text,
	"our_gstin" text,
	"generated_by" integer,
	"utr" text,
	"paid_on" date,
	"paid_account_number" text,
	"paid_ifsc" text,
	"paid_account_holder" text,
	"paid_by" integer,
	"paid_recorded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_statements_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "partner_payout_accounts" ADD CONSTRAINT "partner_payout_accounts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payout_accounts" ADD CONSTRAINT "partner_payout_accounts_updated_by_partner_user_id_partner_users_id_fk" FOREIGN KEY ("updated_by_partner_user_id") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statement_lines" ADD CONSTRAINT "partner_statement_lines_statement_id_partner_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."partner_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statement_lines" ADD CONSTRAINT "partner_statement_lines_earning_id_earnings_id_fk" FOREIGN KEY ("earning_id") REFERENCES "public"."earnings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statements" ADD CONSTRAINT "partner_statements_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statements" ADD CONSTRAINT "partner_statements_generated_by_admin_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statements" ADD CONSTRAINT "partner_statements_paid_by_admin_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_statement_lines_statement" ON "partner_statement_lines" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "partner_statement_lines_earning" ON "partner_statement_lines" USING btree ("earning_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_statements_partner_month" ON "partner_statements" USING btree ("partner_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_statements_invoice" ON "partner_statements" USING btree ("partner_id","financial_year","sequence");--> statement-breakpoint
CREATE INDEX "partner_statements_month" ON "partner_statements" USING btree ("month");