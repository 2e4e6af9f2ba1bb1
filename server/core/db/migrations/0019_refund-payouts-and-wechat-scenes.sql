CREATE TABLE "refund_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"payment_id" integer,
	"out_refund_no" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'Processing' NOT NULL,
	"provider_ref" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_payouts_out_refund_no_unique" UNIQUE("out_refund_no"),
	CONSTRAINT "refund_payouts_status_check" CHECK ("refund_payouts"."status" in ('Processing', 'Success', 'Closed', 'Abnormal'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "scene" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pay_url" text;--> statement-breakpoint
ALTER TABLE "refund_payouts" ADD CONSTRAINT "refund_payouts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_payouts" ADD CONSTRAINT "refund_payouts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_payouts_refund_idx" ON "refund_payouts" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refund_payouts_payment_idx" ON "refund_payouts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refund_payouts_status_idx" ON "refund_payouts" USING btree ("status","created_at");