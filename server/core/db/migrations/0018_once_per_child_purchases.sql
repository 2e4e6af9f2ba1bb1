ALTER TABLE "prepayment_purchases" ADD COLUMN "once_per_child" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "prepayment_purchases_once_idx" ON "prepayment_purchases" USING btree ("prepayment_id","associated_user_id") WHERE "prepayment_purchases"."once_per_child" and "prepayment_purchases"."status" <> 'Cancel';--> statement-breakpoint
-- Backfill (decision 065): a once-per-child (Sealing) purchase left open beside a paid one or a
-- newer open one is given up, as `retreat` would (a late payment of it goes to the balance,
-- undiscounted), with its pending payments.
UPDATE "prepayment_purchases" p SET "status" = 'Cancel'
FROM "prepayments" q
WHERE q."id" = p."prepayment_id" AND q."order_payment_type" = 'Sealing'
	AND p."status" IN ('UnPay', 'PAYING')
	AND EXISTS (
		SELECT 1 FROM "prepayment_purchases" o
		WHERE o."prepayment_id" = p."prepayment_id" AND o."associated_user_id" = p."associated_user_id"
			AND o."status" <> 'Cancel' AND (o."status" = 'Pay' OR o."id" > p."id")
	);--> statement-breakpoint
UPDATE "payments" SET "status" = 'Cancelled', "settled_at" = now()
WHERE "status" = 'Pending'
	AND "purchase_id" IN (SELECT "id" FROM "prepayment_purchases" WHERE "status" = 'Cancel');--> statement-breakpoint
-- Then every Sealing purchase is marked, except paid ones after the first of a child (bought
-- more than once before the index): they stay as history, outside the index.
UPDATE "prepayment_purchases" p SET "once_per_child" = true
FROM "prepayments" q
WHERE q."id" = p."prepayment_id" AND q."order_payment_type" = 'Sealing'
	AND NOT EXISTS (
		SELECT 1 FROM "prepayment_purchases" o
		WHERE o."prepayment_id" = p."prepayment_id" AND o."associated_user_id" = p."associated_user_id"
			AND p."status" <> 'Cancel' AND o."status" <> 'Cancel' AND o."id" < p."id"
	);
