CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"out_trade_no" text NOT NULL,
	"channel" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_out_trade_no_unique" UNIQUE("out_trade_no")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
-- One meal per child, date and dining type among the days an order still holds (Order, Leave).
-- Written by hand: order_days belongs to the meal schema; drizzle-kit keeps no partial index here.
CREATE UNIQUE INDEX "order_days_held_meal" ON "order_days" USING btree ("associated_user_id","date","dining_type") WHERE "state" in ('Order', 'Leave');
