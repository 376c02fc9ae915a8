CREATE TABLE "ondc_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ondc_transaction_id" integer NOT NULL,
	"direction" text NOT NULL,
	"action" text NOT NULL,
	"message_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"bpp_id" text,
	"body" jsonb NOT NULL,
	"bytes" integer NOT NULL,
	"outcome" text NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ondc_registry_keys" (
	"subscriber_id" text NOT NULL,
	"unique_key_id" text NOT NULL,
	"signing_public_key" text NOT NULL,
	"subscriber_url" text,
	"valid_until" timestamp with time zone,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ondc_registry_keys_subscriber_id_unique_key_id_pk" PRIMARY KEY("subscriber_id","unique_key_id")
);
--> statement-breakpoint
CREATE TABLE "ondc_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"flow" text DEFAULT 'PERSONAL' NOT NULL,
	"bpp_id" text,
	"user_id" integer,
	"credit_application_id" integer,
	"message_count" integer DEFAULT 0 NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ondc_transactions_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
ALTER TABLE "ondc_messages" ADD CONSTRAINT "ondc_messages_ondc_transaction_id_ondc_transactions_id_fk" FOREIGN KEY ("ondc_transaction_id") REFERENCES "public"."ondc_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ondc_transactions" ADD CONSTRAINT "ondc_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ondc_transactions" ADD CONSTRAINT "ondc_transactions_credit_application_id_credit_applications_id_fk" FOREIGN KEY ("credit_application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ondc_messages_transaction" ON "ondc_messages" USING btree ("ondc_transaction_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ondc_messages_received_once" ON "ondc_messages" USING btree ("action","message_id","sender_id") WHERE direction = 'received';--> statement-breakpoint
CREATE INDEX "ondc_transactions_user" ON "ondc_transactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ondc_transactions_application" ON "ondc_transactions" USING btree ("credit_application_id");--> statement-breakpoint
CREATE INDEX "ondc_transactions_last" ON "ondc_transactions" USING btree ("last_message_at");