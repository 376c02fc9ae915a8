ALTER TABLE "eligibility_check_events" ADD COLUMN "prospect_application_id" integer;--> statement-breakpoint
ALTER TABLE "prospect_applications" ADD COLUMN "channel_id" smallint;--> statement-breakpoint
ALTER TABLE "prospect_applications" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "communication_preference" text;--> statement-breakpoint
ALTER TABLE "eligibility_check_events" ADD CONSTRAINT "eligibility_check_events_prospect_application_id_prospect_applications_id_fk" FOREIGN KEY ("prospect_application_id") REFERENCES "public"."prospect_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_applications" ADD CONSTRAINT "prospect_applications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eligibility_check_events_prospect" ON "eligibility_check_events" USING btree ("prospect_application_id");