CREATE TABLE "dish_leftovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"date" text NOT NULL,
	"dining_type" text NOT NULL,
	"meal_kind" text NOT NULL,
	"dish_name" text NOT NULL,
	"unit" text NOT NULL,
	"prepared" integer NOT NULL,
	"returned" integer NOT NULL,
	"by_account_id" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dish_leftovers_dining_type_check" CHECK ("dish_leftovers"."dining_type" in ('Breakfast', 'Lunch', 'Dinner')),
	CONSTRAINT "dish_leftovers_meal_kind_check" CHECK ("dish_leftovers"."meal_kind" in ('Ordinary', 'Muslim')),
	CONSTRAINT "dish_leftovers_unit_check" CHECK ("dish_leftovers"."unit" in ('Portion', 'Gram'))
);
--> statement-breakpoint
CREATE TABLE "meal_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"associated_user_id" integer NOT NULL,
	"date" text NOT NULL,
	"dining_type" text NOT NULL,
	"classes_id" integer,
	"order_day_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by_account_id" integer,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_collections_dining_type_check" CHECK ("meal_collections"."dining_type" in ('Breakfast', 'Lunch', 'Dinner')),
	CONSTRAINT "meal_collections_outcome_check" CHECK ("meal_collections"."outcome" in ('Collected', 'Missed'))
);
--> statement-breakpoint
CREATE TABLE "plate_waste" (
	"unit_id" integer NOT NULL,
	"date" text NOT NULL,
	"dining_type" text NOT NULL,
	"classes_id" integer NOT NULL,
	"grams" integer NOT NULL,
	"by_account_id" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plate_waste_unit_id_date_dining_type_classes_id_pk" PRIMARY KEY("unit_id","date","dining_type","classes_id"),
	CONSTRAINT "plate_waste_dining_type_check" CHECK ("plate_waste"."dining_type" in ('Breakfast', 'Lunch', 'Dinner'))
);
--> statement-breakpoint
CREATE TABLE "serving_settings" (
	"unit_id" integer PRIMARY KEY NOT NULL,
	"missed_threshold" integer NOT NULL,
	"public_ratings" boolean NOT NULL,
	"food_cost_per_kg" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_settings" DROP CONSTRAINT "reminder_settings_kind_check";--> statement-breakpoint
ALTER TABLE "reminders" DROP CONSTRAINT "reminders_kind_check";--> statement-breakpoint
ALTER TABLE "dish_leftovers" ADD CONSTRAINT "dish_leftovers_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_leftovers" ADD CONSTRAINT "dish_leftovers_by_account_id_accounts_id_fk" FOREIGN KEY ("by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_collections" ADD CONSTRAINT "meal_collections_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_collections" ADD CONSTRAINT "meal_collections_associated_user_id_associated_users_id_fk" FOREIGN KEY ("associated_user_id") REFERENCES "public"."associated_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_collections" ADD CONSTRAINT "meal_collections_classes_id_classes_id_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_collections" ADD CONSTRAINT "meal_collections_order_day_id_order_days_id_fk" FOREIGN KEY ("order_day_id") REFERENCES "public"."order_days"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_collections" ADD CONSTRAINT "meal_collections_by_account_id_accounts_id_fk" FOREIGN KEY ("by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_waste" ADD CONSTRAINT "plate_waste_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_waste" ADD CONSTRAINT "plate_waste_classes_id_classes_id_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_waste" ADD CONSTRAINT "plate_waste_by_account_id_accounts_id_fk" FOREIGN KEY ("by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_settings" ADD CONSTRAINT "serving_settings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dish_leftovers_dish_idx" ON "dish_leftovers" USING btree ("unit_id","date","dining_type","meal_kind","dish_name");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_collections_meal_idx" ON "meal_collections" USING btree ("associated_user_id","date","dining_type");--> statement-breakpoint
CREATE INDEX "meal_collections_unit_date_idx" ON "meal_collections" USING btree ("unit_id","date");--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_kind_check" CHECK ("reminder_settings"."kind" in ('MealNotOrdered', 'BalanceLow', 'PaymentResult', 'LeaveConfirmed', 'MessageAnswered', 'MealsMissed'));--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_kind_check" CHECK ("reminders"."kind" in ('MealNotOrdered', 'BalanceLow', 'PaymentResult', 'LeaveConfirmed', 'MessageAnswered', 'MealsMissed'));