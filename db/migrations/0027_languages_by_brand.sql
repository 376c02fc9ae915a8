DROP TABLE "languages" CASCADE;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "default_language" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "languages" text[];--> statement-breakpoint
ALTER TABLE "select_list_items" DROP COLUMN "label_en";--> statement-breakpoint
ALTER TABLE "select_list_items" DROP COLUMN "label_hi";