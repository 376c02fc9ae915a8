CREATE TABLE "data_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"rows_created" integer DEFAULT 0 NOT NULL,
	"rows_updated" integer DEFAULT 0 NOT NULL,
	"errors" text DEFAULT '' NOT NULL,
	"touched" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"credit_application_id" integer,
	"lender_id" integer,
	"partner_id" integer,
	"base_amount" numeric(14, 2),
	"amount" numeric(14, 2) NOT NULL,
	"revenue_entry_id" integer,
	"reason" text,
	"earned_on" date NOT NULL,
	"data_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "disbursed_on" date;--> statement-breakpoint
ALTER TABLE "data_files" ADD CONSTRAINT "data_files_uploaded_by_admin_id_admin_users_id_fk" FOREIGN KEY ("uploaded_by_admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_credit_application_id_credit_applications_id_fk" FOREIGN KEY ("credit_application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_data_file_id_data_files_id_fk" FOREIGN KEY ("data_file_id") REFERENCES "public"."data_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_files_kind" ON "data_files" USING btree ("kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "earnings_application_kind" ON "earnings" USING btree ("credit_application_id","kind");--> statement-breakpoint
CREATE INDEX "earnings_lender" ON "earnings" USING btree ("lender_id");--> statement-breakpoint
CREATE INDEX "earnings_partner" ON "earnings" USING btree ("partner_id");