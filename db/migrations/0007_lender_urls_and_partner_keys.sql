-- Decision 036. Partner API keys expire: a key made before this gets 90 days from when it was
-- made, or 30 days from now when that is later, so a partner has time to make a new one.
ALTER TABLE "partner_api_keys" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "partner_api_keys" SET "expires_at" = GREATEST("created_at" + interval '90 days', now() + interval '30 days');--> statement-breakpoint
ALTER TABLE "partner_api_keys" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
-- A key an admin made while acting as the partner outlived the admin's rights: it is revoked.
UPDATE "partner_api_keys" SET "revoked_at" = now() WHERE "created_by_admin_id" IS NOT NULL AND "revoked_at" IS NULL;--> statement-breakpoint
-- Submission attempts kept up to 500 characters of whatever the address answered: gone; new rows keep a reason of our own.
UPDATE "lender_submission_attempts" SET "detail" = NULL;
