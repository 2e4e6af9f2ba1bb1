CREATE TABLE "bank_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"requires_bank_card" boolean DEFAULT false NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"associated_user_id" integer NOT NULL,
	"action" text,
	"acted_at" timestamp with time zone,
	CONSTRAINT "bank_recommendations_action_check" CHECK ("bank_recommendations"."action" in ('Accept', 'Decline'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token_id" integer,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"receive" boolean NOT NULL,
	"threshold" integer,
	CONSTRAINT "reminder_settings_account_id_kind_pk" PRIMARY KEY("account_id","kind"),
	CONSTRAINT "reminder_settings_kind_check" CHECK ("reminder_settings"."kind" in ('MealNotOrdered', 'BalanceLow', 'PaymentResult', 'LeaveConfirmed', 'MessageAnswered'))
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"target" jsonb NOT NULL,
	"push_claimed_at" timestamp with time zone,
	"pushed_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_kind_check" CHECK ("reminders"."kind" in ('MealNotOrdered', 'BalanceLow', 'PaymentResult', 'LeaveConfirmed', 'MessageAnswered'))
);
--> statement-breakpoint
ALTER TABLE "bank_activities" ADD CONSTRAINT "bank_activities_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_recommendations" ADD CONSTRAINT "bank_recommendations_activity_id_bank_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."bank_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_recommendations" ADD CONSTRAINT "bank_recommendations_associated_user_id_associated_users_id_fk" FOREIGN KEY ("associated_user_id") REFERENCES "public"."associated_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_activities_unit_idx" ON "bank_activities" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_recommendations_user_activity_idx" ON "bank_recommendations" USING btree ("associated_user_id","activity_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_account_idx" ON "push_subscriptions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_event_idx" ON "reminders" USING btree ("account_id","kind","event_key");--> statement-breakpoint
CREATE INDEX "reminders_account_idx" ON "reminders" USING btree ("account_id","created_at");