CREATE TABLE "insurance_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"insurance_request_id" integer NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD COLUMN "insurer_id" integer;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD COLUMN "submission_state" text;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD COLUMN "insurer_reference" text;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD COLUMN "insurer_name" text;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD COLUMN "premium" integer;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD COLUMN "cover" integer;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD COLUMN "quote_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD COLUMN "insurer_note" text;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD COLUMN "policy_number" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "home_visit" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_status_history" ADD CONSTRAINT "insurance_status_history_insurance_request_id_insurance_requests_id_fk" FOREIGN KEY ("insurance_request_id") REFERENCES "public"."insurance_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_status_history_request" ON "insurance_status_history" USING btree ("insurance_request_id");--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD CONSTRAINT "insurance_requests_insurer_id_lenders_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_requests_status" ON "insurance_requests" USING btree ("status");