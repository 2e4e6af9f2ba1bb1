CREATE TABLE "allergy_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"associated_user_id" integer NOT NULL,
	"order_day_id" integer NOT NULL,
	"date" text NOT NULL,
	"dining_type" text NOT NULL,
	"menu_version_id" integer,
	"dishes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "allergy_alerts_dining_type_check" CHECK ("allergy_alerts"."dining_type" in ('Breakfast', 'Lunch', 'Dinner'))
);
--> statement-breakpoint
CREATE TABLE "allergy_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"associated_user_id" integer NOT NULL,
	"version" integer NOT NULL,
	"allergies" jsonb NOT NULL,
	"diets" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"doctor_note_attachment_id" text,
	"declared_by" integer NOT NULL,
	"declared_at" timestamp with time zone NOT NULL,
	"review" text DEFAULT 'Pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	CONSTRAINT "allergy_profiles_review_check" CHECK ("allergy_profiles"."review" in ('Pending', 'Verified', 'Rejected'))
);
--> statement-breakpoint
ALTER TABLE "associated_users" ADD COLUMN "birth_year" integer;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "nutrients" jsonb;--> statement-breakpoint
ALTER TABLE "allergy_alerts" ADD CONSTRAINT "allergy_alerts_associated_user_id_associated_users_id_fk" FOREIGN KEY ("associated_user_id") REFERENCES "public"."associated_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergy_alerts" ADD CONSTRAINT "allergy_alerts_order_day_id_order_days_id_fk" FOREIGN KEY ("order_day_id") REFERENCES "public"."order_days"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergy_alerts" ADD CONSTRAINT "allergy_alerts_menu_version_id_menu_versions_id_fk" FOREIGN KEY ("menu_version_id") REFERENCES "public"."menu_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergy_profiles" ADD CONSTRAINT "allergy_profiles_associated_user_id_associated_users_id_fk" FOREIGN KEY ("associated_user_id") REFERENCES "public"."associated_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergy_profiles" ADD CONSTRAINT "allergy_profiles_doctor_note_attachment_id_attachments_id_fk" FOREIGN KEY ("doctor_note_attachment_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergy_profiles" ADD CONSTRAINT "allergy_profiles_declared_by_accounts_id_fk" FOREIGN KEY ("declared_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergy_profiles" ADD CONSTRAINT "allergy_profiles_reviewed_by_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allergy_alerts_meal_version_idx" ON "allergy_alerts" USING btree ("order_day_id","menu_version_id");--> statement-breakpoint
CREATE INDEX "allergy_alerts_child_idx" ON "allergy_alerts" USING btree ("associated_user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "allergy_profiles_version_idx" ON "allergy_profiles" USING btree ("associated_user_id","version");