CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"unit_id" integer,
	"name" text NOT NULL,
	"coupon_scene" text NOT NULL,
	"value" integer NOT NULL,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"valid_from" text NOT NULL,
	"valid_until" text NOT NULL,
	"previewed" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone,
	"used_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_scene_check" CHECK ("coupons"."coupon_scene" in ('Business', 'Platform'))
);
--> statement-breakpoint
CREATE TABLE "prepayment_discounts" (
	"prepayment_id" integer NOT NULL,
	"associated_user_id" integer NOT NULL,
	"discount_rate" integer NOT NULL,
	CONSTRAINT "prepayment_discounts_prepayment_id_associated_user_id_pk" PRIMARY KEY("prepayment_id","associated_user_id")
);
--> statement-breakpoint
CREATE TABLE "prepayment_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"account_id" integer NOT NULL,
	"associated_user_id" integer NOT NULL,
	"prepayment_id" integer NOT NULL,
	"order_type" text NOT NULL,
	"amount" integer NOT NULL,
	"credit_amount" integer NOT NULL,
	"plan" jsonb,
	"status" text DEFAULT 'UnPay' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prepayment_purchases_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "prepayment_purchases_status_check" CHECK ("prepayment_purchases"."status" in ('UnPay', 'PAYING', 'Pay', 'Cancel')),
	CONSTRAINT "prepayment_purchases_order_type_check" CHECK ("prepayment_purchases"."order_type" in ('Day', 'Month', 'PayCost', 'Custom'))
);
--> statement-breakpoint
CREATE TABLE "prepayments" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order_payment_type" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"min_amount" integer DEFAULT 0 NOT NULL,
	"max_amount" integer DEFAULT 0 NOT NULL,
	"discount_rate" integer DEFAULT 100 NOT NULL,
	"valid_from" text NOT NULL,
	"valid_until" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prepayments_type_check" CHECK ("prepayments"."order_payment_type" in ('Sealing', 'Dispark', 'DisparkMultipleMeals', 'Custom', 'QRCode'))
);
--> statement-breakpoint
CREATE TABLE "refund_rules" (
	"unit_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_amount" integer DEFAULT 100 NOT NULL,
	"processing_days" integer DEFAULT 7 NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"associated_user_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ToAudit' NOT NULL,
	"handled_by" text,
	"handled_remark" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('ToAudit', 'Pass', 'NotPass', 'Cancel'))
);
--> statement-breakpoint
ALTER TABLE "ledger" DROP CONSTRAINT "ledger_type_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_channel_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purchase_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_used_order_id_orders_id_fk" FOREIGN KEY ("used_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepayment_discounts" ADD CONSTRAINT "prepayment_discounts_prepayment_id_prepayments_id_fk" FOREIGN KEY ("prepayment_id") REFERENCES "public"."prepayments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepayment_discounts" ADD CONSTRAINT "prepayment_discounts_associated_user_id_associated_users_id_fk" FOREIGN KEY ("associated_user_id") REFERENCES "public"."associated_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepayment_purchases" ADD CONSTRAINT "prepayment_purchases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepayment_purchases" ADD CONSTRAINT "prepayment_purchases_associated_user_id_associated_users_id_fk" FOREIGN KEY ("associated_user_id") REFERENCES "public"."associated_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepayment_purchases" ADD CONSTRAINT "prepayment_purchases_prepayment_id_prepayments_id_fk" FOREIGN KEY ("prepayment_id") REFERENCES "public"."prepayments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepayments" ADD CONSTRAINT "prepayments_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_rules" ADD CONSTRAINT "refund_rules_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_associated_user_id_associated_users_id_fk" FOREIGN KEY ("associated_user_id") REFERENCES "public"."associated_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_account_idx" ON "coupons" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "prepayment_purchases_user_idx" ON "prepayment_purchases" USING btree ("associated_user_id","prepayment_id");--> statement-breakpoint
CREATE INDEX "prepayments_unit_idx" ON "prepayments" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("associated_user_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_account_status_idx" ON "refunds" USING btree ("account_id","status");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purchase_id_prepayment_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."prepayment_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_type_check" CHECK ("ledger"."type" in ('Recharge', 'OrderDay', 'OrderMonth', 'Unsubscribe', 'Cash_Withdrawal', 'Leave_Settlement', 'Allowance'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_channel_check" CHECK ("payments"."channel" in ('sandbox', 'orangebank', 'wechat', 'balance'));