CREATE TABLE "attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tenant_type" text NOT NULL,
	"associate_id" text,
	"owner_id" text,
	"object_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"temporary" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"associated_user_id" integer NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'UnResolved' NOT NULL,
	"reply" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_associated_user_id_associated_users_id_fk" FOREIGN KEY ("associated_user_id") REFERENCES "public"."associated_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_account_idx" ON "attachments" USING btree ("account_id","tenant_type","associate_id");--> statement-breakpoint
CREATE INDEX "messages_associated_user_idx" ON "messages" USING btree ("associated_user_id","created_at");