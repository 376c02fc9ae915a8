CREATE TABLE "care_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"prospect_application_id" integer,
	"admin_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"prospect_application_id" integer,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_data_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_user_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telecalling_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"admin_user_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"note" text,
	"next_call_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telecalling_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"product" text,
	"since" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"claimed_by" integer,
	"lease_until" timestamp with time zone,
	"next_call_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_outcome" text,
	"handed_over_by" integer,
	"handover_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telecalling_cases_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "care_log" ADD CONSTRAINT "care_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_log" ADD CONSTRAINT "care_log_prospect_application_id_prospect_applications_id_fk" FOREIGN KEY ("prospect_application_id") REFERENCES "public"."prospect_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_log" ADD CONSTRAINT "care_log_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_events" ADD CONSTRAINT "journey_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_events" ADD CONSTRAINT "journey_events_prospect_application_id_prospect_applications_id_fk" FOREIGN KEY ("prospect_application_id") REFERENCES "public"."prospect_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_views" ADD CONSTRAINT "personal_data_views_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_views" ADD CONSTRAINT "personal_data_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecalling_calls" ADD CONSTRAINT "telecalling_calls_case_id_telecalling_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."telecalling_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecalling_calls" ADD CONSTRAINT "telecalling_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecalling_calls" ADD CONSTRAINT "telecalling_calls_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecalling_cases" ADD CONSTRAINT "telecalling_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecalling_cases" ADD CONSTRAINT "telecalling_cases_claimed_by_admin_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telecalling_cases" ADD CONSTRAINT "telecalling_cases_handed_over_by_admin_users_id_fk" FOREIGN KEY ("handed_over_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_log_user" ON "care_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "journey_events_user" ON "journey_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "personal_data_views_admin" ON "personal_data_views" USING btree ("admin_user_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "telecalling_calls_user" ON "telecalling_calls" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "telecalling_cases_queue" ON "telecalling_cases" USING btree ("state","since");--> statement-breakpoint
CREATE INDEX "outbox_destination" ON "outbox" USING btree ("destination","created_at");