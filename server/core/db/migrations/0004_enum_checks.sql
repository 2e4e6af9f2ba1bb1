ALTER TABLE "accounts" ADD CONSTRAINT "accounts_gender_check" CHECK ("accounts"."gender" in ('Male', 'Female', 'Other'));--> statement-breakpoint
ALTER TABLE "associated_users" ADD CONSTRAINT "associated_users_gender_check" CHECK ("associated_users"."gender" in ('Male', 'Female', 'Other'));--> statement-breakpoint
ALTER TABLE "associated_users" ADD CONSTRAINT "associated_users_meal_kind_check" CHECK ("associated_users"."meal_kind" in ('Ordinary', 'Muslim'));--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_dining_type_check" CHECK ("leaves"."dining_type" in ('Breakfast', 'Lunch', 'Dinner'));--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_leave_status_check" CHECK ("leaves"."leave_status" in ('Confirm', 'Cancel', 'ToAudit'));--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_type_check" CHECK ("ledger"."type" in ('Recharge', 'OrderDay', 'OrderMonth', 'Unsubscribe', 'Cash_Withdrawal', 'Leave_Settlement'));--> statement-breakpoint
ALTER TABLE "meal_comments" ADD CONSTRAINT "meal_comments_dining_type_check" CHECK ("meal_comments"."dining_type" in ('Breakfast', 'Lunch', 'Dinner'));--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_dining_type_check" CHECK ("menus"."dining_type" in ('Breakfast', 'Lunch', 'Dinner'));--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_meal_kind_check" CHECK ("menus"."meal_kind" in ('Ordinary', 'Muslim'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('Resolved', 'UnResolved'));--> statement-breakpoint
ALTER TABLE "order_days" ADD CONSTRAINT "order_days_dining_type_check" CHECK ("order_days"."dining_type" in ('Breakfast', 'Lunch', 'Dinner'));--> statement-breakpoint
ALTER TABLE "order_days" ADD CONSTRAINT "order_days_meal_kind_check" CHECK ("order_days"."meal_kind" in ('Ordinary', 'Muslim'));--> statement-breakpoint
ALTER TABLE "order_days" ADD CONSTRAINT "order_days_state_check" CHECK ("order_days"."state" in ('Order', 'Unsubscribe', 'Leave'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_type_check" CHECK ("orders"."order_type" in ('Day', 'Month', 'PayCost', 'Custom'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dining_type_check" CHECK ("orders"."dining_type" in ('Breakfast', 'Lunch', 'Dinner'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_meal_kind_check" CHECK ("orders"."meal_kind" in ('Ordinary', 'Muslim'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_status_check" CHECK ("orders"."order_status" in ('UnPay', 'Pay', 'Unsubscribe'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pay_mode_check" CHECK ("orders"."pay_mode" in ('Online', 'Offline'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_channel_check" CHECK ("payments"."channel" in ('sandbox', 'orangebank'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('Pending', 'Paid', 'Declined', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "school_calendar" ADD CONSTRAINT "school_calendar_kind_check" CHECK ("school_calendar"."kind" in ('Holiday', 'Workday', 'CollectivityLeave'));--> statement-breakpoint
ALTER TABLE "unit_dining_settings" ADD CONSTRAINT "unit_dining_settings_dining_type_check" CHECK ("unit_dining_settings"."dining_type" in ('Breakfast', 'Lunch', 'Dinner'));