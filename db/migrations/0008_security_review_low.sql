CREATE TABLE "login_locks" (
	"area" "session_area" NOT NULL,
	"username" text NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_locks_area_username_pk" PRIMARY KEY("area","username")
);
--> statement-breakpoint
CREATE TABLE "masquerade_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"admin_user_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"partner_user_id" integer NOT NULL,
	"session_id" integer,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masquerade_audit" ADD CONSTRAINT "masquerade_audit_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "masquerade_audit" ADD CONSTRAINT "masquerade_audit_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "masquerade_audit" ADD CONSTRAINT "masquerade_audit_partner_user_id_partner_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "masquerade_audit_admin" ON "masquerade_audit" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "masquerade_audit_partner" ON "masquerade_audit" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "lender_events_refused_at" ON "lender_events" USING btree ("created_at") WHERE outcome <> 'accepted';--> statement-breakpoint
-- An admin locked under the old rule keeps the lock's time: it lifts LOGIN_LOCK_MINUTES after it (docs/decisions/037).
INSERT INTO "login_locks" ("area", "username", "locked_at") SELECT 'admin', "username", "locked_at" FROM "admin_users" WHERE "locked_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" DROP COLUMN "locked_at";