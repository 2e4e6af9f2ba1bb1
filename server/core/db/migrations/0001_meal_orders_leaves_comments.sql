CREATE TABLE "business_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_units" (
	"business_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "business_units_business_id_unit_id_pk" PRIMARY KEY("business_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"address" text,
	"logo_url" text,
	"summary" text,
	"brief" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"associated_user_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"leave_date" text NOT NULL,
	"dining_type" text NOT NULL,
	"leave_status" text DEFAULT 'Confirm' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"associated_user_id" integer NOT NULL,
	"meals_date" text NOT NULL,
	"dining_type" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"associated_user_id" integer NOT NULL,
	"date" text NOT NULL,
	"dining_type" text NOT NULL,
	"meal_kind" text NOT NULL,
	"price" integer NOT NULL,
	"state" text DEFAULT 'Order' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"account_id" integer NOT NULL,
	"associated_user_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"order_type" text NOT NULL,
	"dining_type" text NOT NULL,
	"meal_kind" text NOT NULL,
	"order_status" text DEFAULT 'UnPay' NOT NULL,
	"pay_mode" text DEFAULT 'Online' NOT NULL,
	"amount" integer NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"out_trade_no" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
ALTER TABLE "business_images" ADD CONSTRAINT "business_images_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_units" ADD CONSTRAINT "business_units_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_units" ADD CONSTRAINT "business_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_associated_user_id_associated_users_id_fk" FOREIGN KEY ("associated_user_id") REFERENCES "public"."associated_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_comments" ADD CONSTRAINT "meal_comments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_comments" ADD CONSTRAINT "meal_comments_associated_user_id_associated_users_id_fk" FOREIGN KEY ("associated_user_id") REFERENCES "public"."associated_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_days" ADD CONSTRAINT "order_days_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_days" ADD CONSTRAINT "order_days_associated_user_id_associated_users_id_fk" FOREIGN KEY ("associated_user_id") REFERENCES "public"."associated_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_associated_user_id_associated_users_id_fk" FOREIGN KEY ("associated_user_id") REFERENCES "public"."associated_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_images_business_idx" ON "business_images" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "business_units_unit_idx" ON "business_units" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "leaves_user_date_idx" ON "leaves" USING btree ("associated_user_id","leave_date");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_comments_user_date_dining" ON "meal_comments" USING btree ("associated_user_id","meals_date","dining_type");--> statement-breakpoint
CREATE INDEX "order_days_user_date_idx" ON "order_days" USING btree ("associated_user_id","date");--> statement-breakpoint
CREATE INDEX "order_days_order_idx" ON "order_days" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_associated_user_idx" ON "orders" USING btree ("associated_user_id","created_at");