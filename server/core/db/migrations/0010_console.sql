CREATE TABLE "admin_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_students" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"classes_id" integer NOT NULL,
	"student_no" text NOT NULL,
	"name" text NOT NULL,
	"gender" text DEFAULT 'Other' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_students_gender_check" CHECK ("roster_students"."gender" in ('Male', 'Female', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "school_staff" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_staff_role_check" CHECK ("school_staff"."role" in ('SchoolAdmin', 'Kitchen'))
);
--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_students" ADD CONSTRAINT "roster_students_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_students" ADD CONSTRAINT "roster_students_classes_id_classes_id_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_staff" ADD CONSTRAINT "school_staff_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_staff" ADD CONSTRAINT "school_staff_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_unit_idx" ON "admin_audit" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_students_unit_no" ON "roster_students" USING btree ("unit_id","student_no");--> statement-breakpoint
CREATE INDEX "school_staff_unit_idx" ON "school_staff" USING btree ("unit_id");