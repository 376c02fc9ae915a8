CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"credit_application_id" integer,
	"category" text NOT NULL,
	"body" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "kfs_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" integer NOT NULL,
	"lender_id" integer NOT NULL,
	"prospect_application_id" integer,
	"amount" integer NOT NULL,
	"tenure_months" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"issued_on" date NOT NULL,
	"valid_until" date NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kfs_proposals_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "loan_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer,
	"state" text DEFAULT 'requested' NOT NULL,
	"lender_reference" text,
	"lender_note" text,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "first_emi_on" date;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "kfs_proposal_id" integer;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "pricing" jsonb;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "recovery_contact" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_credit_application_id_credit_applications_id_fk" FOREIGN KEY ("credit_application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kfs_proposals" ADD CONSTRAINT "kfs_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kfs_proposals" ADD CONSTRAINT "kfs_proposals_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kfs_proposals" ADD CONSTRAINT "kfs_proposals_prospect_application_id_prospect_applications_id_fk" FOREIGN KEY ("prospect_application_id") REFERENCES "public"."prospect_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_requests" ADD CONSTRAINT "loan_requests_credit_application_id_credit_applications_id_fk" FOREIGN KEY ("credit_application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_user" ON "complaints" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kfs_proposals_user_lender" ON "kfs_proposals" USING btree ("user_id","lender_id");--> statement-breakpoint
CREATE INDEX "loan_requests_application" ON "loan_requests" USING btree ("credit_application_id");