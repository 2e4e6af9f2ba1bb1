ALTER TABLE "coupons" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prepayments" ADD COLUMN "withdrawn_at" timestamp with time zone;