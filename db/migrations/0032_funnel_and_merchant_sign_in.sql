ALTER TYPE "public"."session_area" ADD VALUE 'merchant';--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "funnel" jsonb;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "funnel_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "funnel_updated_by" integer;