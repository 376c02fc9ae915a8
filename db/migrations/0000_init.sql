CREATE TYPE "public"."credit_app_status" AS ENUM('applied', 'in_progress', 'approved', 'disbursed', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('pl', 'bl', 'gl', 'hl', 'cc_secured', 'cc_unsecured', 'insurance');--> statement-breakpoint
CREATE TYPE "public"."session_area" AS ENUM('user', 'admin', 'partner');--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "application_status_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"rows_updated" integer DEFAULT 0 NOT NULL,
	"errors" text DEFAULT '' NOT NULL,
	"upload_id" integer,
	"uploaded_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"text_version" text NOT NULL,
	"granted" boolean NOT NULL,
	"credit_application_id" integer,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_application_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_application_id" integer NOT NULL,
	"status" "credit_app_status" NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"prospect_application_id" integer,
	"user_id" integer NOT NULL,
	"lender_id" integer NOT NULL,
	"amount" integer,
	"tenure_months" integer,
	"interest_rate" numeric(6, 2),
	"apr" numeric(6, 2),
	"status" "credit_app_status" DEFAULT 'applied' NOT NULL,
	"disbursed_amount" integer,
	"intake_submission" jsonb,
	"intake_submitted_at" timestamp with time zone,
	"redirection_url" text,
	"kfs_acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_applications_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "credit_card_categories" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"category_name" text NOT NULL,
	"category_img_thumb" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"key_feature" text,
	"annual_fee" text,
	"utm_link" text,
	"marketing_bullets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secured" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasure_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"erased_by_admin_id" integer,
	"reason" text,
	"fields_erased" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"language_name" text NOT NULL,
	"image" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"country_key" text NOT NULL,
	"country_name" text NOT NULL,
	"phone_code" text NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company" text,
	"description" text NOT NULL,
	"org_id" text,
	"partner_id" integer,
	"user_id" integer,
	"forwarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_group_members" (
	"lender_id" integer NOT NULL,
	"lender_group_id" integer NOT NULL,
	CONSTRAINT "lender_group_members_lender_id_lender_group_id_pk" PRIMARY KEY("lender_id","lender_group_id")
);
--> statement-breakpoint
CREATE TABLE "lender_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lender_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "lender_revenue_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"lender_id" integer NOT NULL,
	"slab_disbursed_min" numeric(14, 2),
	"slab_disbursed_max" numeric(14, 2),
	"slab_number_min" integer,
	"slab_number_max" integer,
	"ats_min" numeric(14, 2),
	"ats_max" numeric(14, 2),
	"revenue_type_id" integer NOT NULL,
	"revenue_flat" numeric(14, 2),
	"revenue_percent" numeric(7, 3),
	"status" smallint DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"logo_url" text,
	"product_type" text DEFAULT 'pl' NOT NULL,
	"min_income" integer,
	"max_income" integer,
	"min_age" integer,
	"max_age" integer,
	"ticket_class" integer,
	"credit_score_class" integer,
	"salaried" smallint DEFAULT 0 NOT NULL,
	"self_employed" smallint DEFAULT 0 NOT NULL,
	"business" smallint DEFAULT 0 NOT NULL,
	"lender_status" smallint DEFAULT 0 NOT NULL,
	"so_status" smallint DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"so_text" text,
	"so_date_start" date,
	"so_date_end" date,
	"apr_min" numeric(6, 2),
	"apr_max" numeric(6, 2),
	"loan_amount_upto" integer,
	"min_loan_amount" integer,
	"tenure" text,
	"interest_rate" text,
	"processing_fees" text,
	"autosubmission" smallint DEFAULT 0 NOT NULL,
	"api" smallint DEFAULT 0 NOT NULL,
	"age_text" text,
	"employment_text" text,
	"income_text" text,
	"min_loan_text" text,
	"max_loan_text" text,
	"cibil_text" text,
	"lender_journey_text" text,
	"mp4_text" text,
	"pptx_text" text,
	"pdf_text" text,
	"grievance_officer" text,
	"grievance_email" text,
	"cooling_off_days" integer DEFAULT 3 NOT NULL,
	"intake_options" jsonb,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lenders_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination" text NOT NULL,
	"channel" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"partner_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"logo_url" text NOT NULL,
	"font_source" text,
	"font_family" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"title" text,
	"partner_terms" boolean DEFAULT false NOT NULL,
	"host" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"utm_id" text,
	"revenue_percent" numeric(7, 3),
	"revenue_flat_fee" numeric(14, 2),
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_name_unique" UNIQUE("name"),
	CONSTRAINT "partners_host_unique" UNIQUE("host")
);
--> statement-breakpoint
CREATE TABLE "prospect_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"product_type" "product_type",
	"product_id" integer,
	"partner_id" integer,
	"contact" text,
	"utm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"step" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospect_applications_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lender_id" integer NOT NULL,
	"prospect_application_id" integer,
	"remind_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "revenue_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "select_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_key" text NOT NULL,
	"code" text NOT NULL,
	"label_en" text NOT NULL,
	"label_hi" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"area" "session_area" NOT NULL,
	"subject_id" integer NOT NULL,
	"role_id" smallint,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"mobile_phone_code" text DEFAULT '91' NOT NULL,
	"mobile_phone_number" text,
	"email" text,
	"email_verified" smallint DEFAULT 0 NOT NULL,
	"first_name" text,
	"last_name" text,
	"birth_date" date,
	"tin" text,
	"gender" text,
	"address1" text,
	"address2" text,
	"postal_code" text,
	"residence_type" text,
	"monthly_rent" integer,
	"educational_level" text,
	"property_type" text,
	"employment_status_code" text,
	"business_registration_type" text,
	"employer_name" text,
	"officepincode" text,
	"monthly_income" integer,
	"salary_mode" text,
	"business_current_turnover" text,
	"business_years" text,
	"business_account" text,
	"se_loan_amount" integer,
	"emi" integer,
	"prefer_net_banking" text,
	"housing_loan_amount" integer,
	"credit_score_band" text,
	"allow_sms" smallint DEFAULT 0 NOT NULL,
	"allow_emails" smallint DEFAULT 0 NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"channel_id" integer,
	"merchant_location_id" integer,
	"role_id" integer,
	"is_editing" smallint DEFAULT 0 NOT NULL,
	"bl_completed" smallint DEFAULT 0 NOT NULL,
	"pl_completed" smallint DEFAULT 0 NOT NULL,
	"gl_completed" smallint DEFAULT 0 NOT NULL,
	"hl_completed" smallint DEFAULT 0 NOT NULL,
	"pl_update_required" smallint DEFAULT 0 NOT NULL,
	"pl_se_update_required" smallint DEFAULT 0 NOT NULL,
	"inflight_credit_app_id" integer,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "users_mobile_phone_number_unique" UNIQUE("mobile_phone_number"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "application_status_files" ADD CONSTRAINT "application_status_files_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_files" ADD CONSTRAINT "application_status_files_uploaded_by_admin_id_admin_users_id_fk" FOREIGN KEY ("uploaded_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_credit_application_id_credit_applications_id_fk" FOREIGN KEY ("credit_application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_status_history" ADD CONSTRAINT "credit_application_status_history_credit_application_id_credit_applications_id_fk" FOREIGN KEY ("credit_application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_prospect_application_id_prospect_applications_id_fk" FOREIGN KEY ("prospect_application_id") REFERENCES "public"."prospect_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_audit" ADD CONSTRAINT "erasure_audit_erased_by_admin_id_admin_users_id_fk" FOREIGN KEY ("erased_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_group_members" ADD CONSTRAINT "lender_group_members_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_group_members" ADD CONSTRAINT "lender_group_members_lender_group_id_lender_groups_id_fk" FOREIGN KEY ("lender_group_id") REFERENCES "public"."lender_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_revenue_entries" ADD CONSTRAINT "lender_revenue_entries_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_revenue_entries" ADD CONSTRAINT "lender_revenue_entries_revenue_type_id_revenue_types_id_fk" FOREIGN KEY ("revenue_type_id") REFERENCES "public"."revenue_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_users" ADD CONSTRAINT "partner_users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_applications" ADD CONSTRAINT "prospect_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_applications" ADD CONSTRAINT "prospect_applications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_prospect_application_id_prospect_applications_id_fk" FOREIGN KEY ("prospect_application_id") REFERENCES "public"."prospect_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_admin_id_admin_users_id_fk" FOREIGN KEY ("uploaded_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user" ON "consents" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "credit_application_status_history_app" ON "credit_application_status_history" USING btree ("credit_application_id");--> statement-breakpoint
CREATE INDEX "credit_applications_user" ON "credit_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_applications_lender" ON "credit_applications" USING btree ("lender_id");--> statement-breakpoint
CREATE INDEX "lender_revenue_entries_lender" ON "lender_revenue_entries" USING btree ("lender_id","sort_order");--> statement-breakpoint
CREATE INDEX "lenders_product_type" ON "lenders" USING btree ("product_type");--> statement-breakpoint
CREATE INDEX "otp_challenges_destination" ON "otp_challenges" USING btree ("destination","created_at");--> statement-breakpoint
CREATE INDEX "prospect_applications_user" ON "prospect_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prospect_applications_partner" ON "prospect_applications" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "reminders_due" ON "reminders" USING btree ("remind_at");--> statement-breakpoint
CREATE UNIQUE INDEX "select_list_items_list_code" ON "select_list_items" USING btree ("list_key","code");--> statement-breakpoint
CREATE INDEX "sessions_subject" ON "sessions" USING btree ("area","subject_id");