CREATE TABLE "class_bindings" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"classes_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"bind_type" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_bindings_bind_type_check" CHECK ("class_bindings"."bind_type" in ('HEAD_TEACHER', 'RESPONSIBLE_TEACHER', 'FAMILY_HEAD'))
);
--> statement-breakpoint
CREATE TABLE "maintenance_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"classes_id" integer NOT NULL,
	"bind_type" text NOT NULL,
	"parent_id" integer,
	"account_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_records_bind_type_check" CHECK ("maintenance_records"."bind_type" in ('FAMILY_HEAD', 'RESPONSIBLE_TEACHER'))
);
--> statement-breakpoint
ALTER TABLE "class_bindings" ADD CONSTRAINT "class_bindings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_bindings" ADD CONSTRAINT "class_bindings_classes_id_classes_id_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_bindings" ADD CONSTRAINT "class_bindings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_bindings" ADD CONSTRAINT "class_bindings_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_classes_id_classes_id_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_bindings_class_account_type" ON "class_bindings" USING btree ("classes_id","account_id","bind_type");--> statement-breakpoint
CREATE INDEX "class_bindings_account_idx" ON "class_bindings" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "maintenance_records_class_idx" ON "maintenance_records" USING btree ("classes_id","bind_type","created_at");