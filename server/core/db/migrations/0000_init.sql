CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text,
	"mobile" text,
	"password_hash" text,
	"user_name" text NOT NULL,
	"gender" text DEFAULT 'Other' NOT NULL,
	"header_url" text,
	"update_password" boolean DEFAULT false NOT NULL,
	"login_number" integer DEFAULT 0 NOT NULL,
	"current_associated_user_id" integer,
	"version_read" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_username_unique" UNIQUE("username"),
	CONSTRAINT "accounts_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
CREATE TABLE "associated_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"gender" text DEFAULT 'Other' NOT NULL,
	"header_url" text,
	"user_types" text DEFAULT 'Student' NOT NULL,
	"unit_id" integer NOT NULL,
	"classes_id" integer,
	"meal_kind" text DEFAULT 'Ordinary' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"allergens" jsonb
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"account_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_account_id_key_pk" PRIMARY KEY("account_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"associated_user_id" integer,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"remark" text,
	"ref_type" text,
	"ref_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_locks" (
	"login_key" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_dishes" (
	"menu_id" integer NOT NULL,
	"dish_id" integer NOT NULL,
	"weight_grams" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "menu_dishes_menu_id_dish_id_pk" PRIMARY KEY("menu_id","dish_id")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"date" text NOT NULL,
	"dining_type" text NOT NULL,
	"meal_kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_calendar" (
	"unit_id" integer NOT NULL,
	"date" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "school_calendar_unit_id_date_pk" PRIMARY KEY("unit_id","date")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"ip" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"open_id" text NOT NULL,
	"app_id" text,
	"open_id_no" text,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "unit_dining_settings" (
	"unit_id" integer NOT NULL,
	"dining_type" text NOT NULL,
	"price_ordinary" integer NOT NULL,
	"price_muslim" integer NOT NULL,
	"order_days_before" integer DEFAULT 1 NOT NULL,
	"order_time" text DEFAULT '16:00' NOT NULL,
	"leave_days_before" integer DEFAULT 0 NOT NULL,
	"leave_time" text DEFAULT '09:00' NOT NULL,
	"serve_start" text NOT NULL,
	"serve_end" text NOT NULL,
	"functional_switch" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "unit_dining_settings_unit_id_dining_type_pk" PRIMARY KEY("unit_id","dining_type")
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region_id" integer,
	"time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL,
	"functional_switch" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "associated_users" ADD CONSTRAINT "associated_users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associated_users" ADD CONSTRAINT "associated_users_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associated_users" ADD CONSTRAINT "associated_users_classes_id_classes_id_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_associated_user_id_associated_users_id_fk" FOREIGN KEY ("associated_user_id") REFERENCES "public"."associated_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_dishes" ADD CONSTRAINT "menu_dishes_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_dishes" ADD CONSTRAINT "menu_dishes_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_calendar" ADD CONSTRAINT "school_calendar_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_dining_settings" ADD CONSTRAINT "unit_dining_settings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "associated_users_account_idx" ON "associated_users" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "classes_grade_idx" ON "classes" USING btree ("grade_id");--> statement-breakpoint
CREATE INDEX "ledger_account_idx" ON "ledger" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("login_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_unit_date_meal" ON "menus" USING btree ("unit_id","date","dining_type","meal_kind");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_provider_open_id" ON "social_accounts" USING btree ("provider","open_id");--> statement-breakpoint
CREATE INDEX "tokens_account_idx" ON "tokens" USING btree ("account_id");