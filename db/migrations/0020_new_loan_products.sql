ALTER TYPE "public"."product_type" ADD VALUE 'sl';--> statement-breakpoint
ALTER TYPE "public"."product_type" ADD VALUE 'car';--> statement-breakpoint
ALTER TYPE "public"."product_type" ADD VALUE 'tw';--> statement-breakpoint
ALTER TYPE "public"."product_type" ADD VALUE 'solar';--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "landing_product" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "student_course" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "student_institution" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admission_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "student_loan_amount" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "student_co_applicant" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "student_co_applicant_income" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "car_condition" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "car_on_road_price" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "car_down_payment" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tw_model_price" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tw_down_payment" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "solar_roof_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "solar_system_kw" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "solar_installer_quote" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sl_completed" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "car_completed" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tw_completed" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "solar_completed" smallint DEFAULT 0 NOT NULL;