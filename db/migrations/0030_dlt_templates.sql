CREATE TABLE "dlt_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"dlt_template_id" text NOT NULL,
	"category" text NOT NULL,
	"body" text NOT NULL,
	"variables" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_campaigns" ADD COLUMN "template_name" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dlt_template_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "not_before" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "dlt_templates_name_language" ON "dlt_templates" USING btree ("name","language");--> statement-breakpoint
CREATE UNIQUE INDEX "dlt_templates_dlt_id" ON "dlt_templates" USING btree ("dlt_template_id");