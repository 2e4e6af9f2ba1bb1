CREATE TABLE "agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"user_type" text NOT NULL,
	"title" text NOT NULL,
	"party_name" text NOT NULL,
	"content" text NOT NULL,
	"audit_status" text DEFAULT 'ToAudit' NOT NULL,
	"signed_on" text,
	"valid_until" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_audit_status_check" CHECK ("agreements"."audit_status" in ('Pass', 'NotPass', 'ToAudit'))
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"valid_until" text,
	CONSTRAINT "qualifications_kind_check" CHECK ("qualifications"."kind" in ('Qualification', 'Certificate'))
);
--> statement-breakpoint
ALTER TABLE "attachments" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifications" ADD CONSTRAINT "qualifications_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreements_unit_idx" ON "agreements" USING btree ("unit_id","user_type");--> statement-breakpoint
CREATE INDEX "news_unit_idx" ON "news" USING btree ("unit_id","published_at");--> statement-breakpoint
CREATE INDEX "qualifications_unit_idx" ON "qualifications" USING btree ("unit_id","kind");--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_unit_idx" ON "attachments" USING btree ("unit_id","tenant_type","associate_id");