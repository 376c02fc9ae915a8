CREATE TABLE "lender_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lender_id" integer NOT NULL,
	"credit_application_id" integer,
	"event_id" text,
	"status" text,
	"outcome" text NOT NULL,
	"body" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_submission_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_application_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"http_status" integer,
	"detail" text,
	"trigger" text DEFAULT 'queue' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "lender_answers" jsonb;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "submission_state" text;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "lender_reference" text;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "next_step_url" text;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "declined_at_once" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "lender_otp_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "integration" text DEFAULT 'api' NOT NULL;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "api_url" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "api_secret" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "page_questions" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "lender_events" ADD CONSTRAINT "lender_events_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_events" ADD CONSTRAINT "lender_events_credit_application_id_credit_applications_id_fk" FOREIGN KEY ("credit_application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_submission_attempts" ADD CONSTRAINT "lender_submission_attempts_credit_application_id_credit_applications_id_fk" FOREIGN KEY ("credit_application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lender_events_app" ON "lender_events" USING btree ("credit_application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lender_events_accepted_once" ON "lender_events" USING btree ("lender_id","event_id") WHERE outcome = 'accepted';--> statement-breakpoint
CREATE INDEX "lender_submission_attempts_app" ON "lender_submission_attempts" USING btree ("credit_application_id");