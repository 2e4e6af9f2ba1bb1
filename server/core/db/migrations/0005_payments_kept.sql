ALTER TABLE "payments" DROP CONSTRAINT "payments_channel_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "associated_user_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "prepay_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_amount" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_associated_user_id_associated_users_id_fk" FOREIGN KEY ("associated_user_id") REFERENCES "public"."associated_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_checkout_key_unique" UNIQUE("checkout_key");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_outcome_check" CHECK ("payments"."outcome" in ('order', 'balance', 'amount_differs'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_channel_check" CHECK ("payments"."channel" in ('sandbox', 'orangebank', 'wechat'));--> statement-breakpoint
UPDATE "payments" SET "associated_user_id" = "orders"."associated_user_id" FROM "orders" WHERE "orders"."id" = "payments"."order_id";--> statement-breakpoint
UPDATE "payments" SET "checkout_key" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') WHERE "checkout_key" IS NULL;
