DROP INDEX "ledger_account_idx";--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_account_unit_idx" ON "ledger" USING btree ("account_id","unit_id","created_at");--> statement-breakpoint
-- Backfill (decision 066): every existing ledger row goes to the school its money came from,
-- found through its reference; a row with none goes to its child's school, then to the
-- account's first child's, and only an account that never had a child to the first school.
UPDATE "ledger" l SET "unit_id" = o."unit_id" FROM "orders" o
  WHERE l."unit_id" IS NULL AND l."ref_type" IN ('order', 'offline') AND o."id" = l."ref_id";--> statement-breakpoint
UPDATE "ledger" l SET "unit_id" = o."unit_id" FROM "payments" p JOIN "orders" o ON o."id" = p."order_id"
  WHERE l."unit_id" IS NULL AND l."ref_type" = 'payment' AND p."id" = l."ref_id";--> statement-breakpoint
UPDATE "ledger" l SET "unit_id" = pr."unit_id" FROM "payments" p
  JOIN "prepayment_purchases" pp ON pp."id" = p."purchase_id" JOIN "prepayments" pr ON pr."id" = pp."prepayment_id"
  WHERE l."unit_id" IS NULL AND l."ref_type" = 'payment' AND p."id" = l."ref_id";--> statement-breakpoint
UPDATE "ledger" l SET "unit_id" = au."unit_id" FROM "payments" p JOIN "associated_users" au ON au."id" = p."associated_user_id"
  WHERE l."unit_id" IS NULL AND l."ref_type" = 'payment' AND p."id" = l."ref_id";--> statement-breakpoint
UPDATE "ledger" l SET "unit_id" = pr."unit_id" FROM "prepayment_purchases" pp JOIN "prepayments" pr ON pr."id" = pp."prepayment_id"
  WHERE l."unit_id" IS NULL AND l."ref_type" = 'purchase' AND pp."id" = l."ref_id";--> statement-breakpoint
UPDATE "ledger" l SET "unit_id" = r."unit_id" FROM "refunds" r
  WHERE l."unit_id" IS NULL AND l."ref_type" = 'refund' AND r."id" = l."ref_id";--> statement-breakpoint
UPDATE "ledger" l SET "unit_id" = lv."unit_id" FROM "leaves" lv
  WHERE l."unit_id" IS NULL AND l."ref_type" = 'leave' AND lv."id" = l."ref_id";--> statement-breakpoint
UPDATE "ledger" l SET "unit_id" = o."unit_id" FROM "order_days" d JOIN "orders" o ON o."id" = d."order_id"
  WHERE l."unit_id" IS NULL AND l."ref_type" = 'calendar' AND d."id" = l."ref_id";--> statement-breakpoint
UPDATE "ledger" l SET "unit_id" = coalesce(o."unit_id", c."unit_id") FROM "coupons" c LEFT JOIN "orders" o ON o."id" = c."used_order_id"
  WHERE l."unit_id" IS NULL AND l."ref_type" = 'coupon' AND c."id" = l."ref_id";--> statement-breakpoint
UPDATE "ledger" l SET "unit_id" = au."unit_id" FROM "associated_users" au
  WHERE l."unit_id" IS NULL AND au."id" = l."associated_user_id";--> statement-breakpoint
UPDATE "ledger" l SET "unit_id" = (SELECT au."unit_id" FROM "associated_users" au
  WHERE au."account_id" = l."account_id" ORDER BY au."id" LIMIT 1) WHERE l."unit_id" IS NULL;--> statement-breakpoint
UPDATE "ledger" SET "unit_id" = (SELECT min("id") FROM "units") WHERE "unit_id" IS NULL;--> statement-breakpoint
ALTER TABLE "ledger" ALTER COLUMN "unit_id" SET NOT NULL;
