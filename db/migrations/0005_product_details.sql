ALTER TYPE "public"."product_type" ADD VALUE 'ins_health';--> statement-breakpoint
ALTER TYPE "public"."product_type" ADD VALUE 'ins_shop';--> statement-breakpoint
ALTER TYPE "public"."product_type" ADD VALUE 'ins_other';--> statement-breakpoint
CREATE TABLE "eligibility_check_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"category" text NOT NULL,
	"goal" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gold_loan_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"visit_date" date NOT NULL,
	"time_window" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"prospect_application_id" integer,
	"product" text NOT NULL,
	"details" jsonb NOT NULL,
	"status" text DEFAULT 'quote_requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_requests_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "household_income" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "household_income_declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_company_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_nature" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_gross_profit" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_pan" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "property_value" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "property_pincode" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "co_applicant_income" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gold_weight_grams" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gold_purity" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gold_loan_amount" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gold_pincode" text;--> statement-breakpoint
ALTER TABLE "eligibility_check_events" ADD CONSTRAINT "eligibility_check_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_loan_visits" ADD CONSTRAINT "gold_loan_visits_credit_application_id_credit_applications_id_fk" FOREIGN KEY ("credit_application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD CONSTRAINT "insurance_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD CONSTRAINT "insurance_requests_prospect_application_id_prospect_applications_id_fk" FOREIGN KEY ("prospect_application_id") REFERENCES "public"."prospect_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eligibility_check_events_key" ON "eligibility_check_events" USING btree ("phone","category","goal");--> statement-breakpoint
CREATE INDEX "gold_loan_visits_application" ON "gold_loan_visits" USING btree ("credit_application_id");--> statement-breakpoint
CREATE INDEX "insurance_requests_user" ON "insurance_requests" USING btree ("user_id");