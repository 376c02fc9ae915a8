ALTER TABLE "prospect_applications" ADD COLUMN "profile_completed_at" timestamp with time zone;--> statement-breakpoint
-- Journeys whose profile was finished before this column: their last change is the best moment known.
UPDATE "prospect_applications" SET "profile_completed_at" = "updated_at" WHERE "step" = 'profile_complete';--> statement-breakpoint
CREATE INDEX "card_applications_created_at" ON "card_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "credit_applications_created_at" ON "credit_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "credit_applications_disbursed_on" ON "credit_applications" USING btree ("disbursed_on");--> statement-breakpoint
CREATE INDEX "credit_applications_prospect" ON "credit_applications" USING btree ("prospect_application_id");--> statement-breakpoint
CREATE INDEX "earnings_earned_on" ON "earnings" USING btree ("earned_on");--> statement-breakpoint
CREATE INDEX "insurance_requests_created_at" ON "insurance_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "prospect_applications_created_at" ON "prospect_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "prospect_applications_profile_completed_at" ON "prospect_applications" USING btree ("profile_completed_at");--> statement-breakpoint
CREATE INDEX "users_created_at" ON "users" USING btree ("created_at");
