CREATE TABLE "allergy_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"associated_user_id" integer NOT NULL,
	"order_day_id" integer NOT NULL,
	"date" text NOT NULL,
	"dining_type" text NOT NULL,
	"menu_version_id" integer,
	"dishes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "allergy_alerts_dining_type_check" CHECK ("allergy_alerts"."dining_type" in ('Breakfast', 'Lunch', 'Dinner'))
);
--> statement-breakpoint
CREATE TABLE "allergy_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"associated_user_id" integer NOT NULL,
	"version" integer NOT NULL,
	"allergies" jsonb NOT NULL,
	"diets" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"doctor_note_attachment_id" text,
	"declared_by" integer NOT NULL,
	"declared_at" timestamp with time zone NOT NULL,
	"review" text DEFAULT 'Pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	CONSTRAINT "allergy_profiles_review_check" CHECK ("allergy_profiles"."review" in ('Pending', 'Verified', 'Rejected'))
);
--> statement-breakpoint
ALTER TABLE "associated_users" ADD COLUMN "birth_year" integer;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "nutrients" jsonb;--> statement-breakpoint
ALTER TABLE "allergy_alerts" ADD CONSTRAINT "allergy_alerts_associated_user_id_associated_users_id_fk" FOREIGN KEY ("associated_user_id") REFERENCES "public"."associated_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergy_alerts" ADD CONSTRAINT "allergy_alerts_order_day_id_order_days_id_fk" FOREIGN KEY ("order_day_id") REFERENCES "public"."order_days"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergy_alerts" ADD CONSTRAINT "allergy_alerts_menu_version_id_menu_versions_id_fk" FOREIGN KEY ("menu_version_id") REFERENCES "public"."menu_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergy_profiles" ADD CONSTRAINT "allergy_profiles_associated_user_id_associated_users_id_fk" FOREIGN KEY ("associated_user_id") REFERENCES "public"."associated_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergy_profiles" ADD CONSTRAINT "allergy_profiles_doctor_note_attachment_id_attachments_id_fk" FOREIGN KEY ("doctor_note_attachment_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergy_profiles" ADD CONSTRAINT "allergy_profiles_declared_by_accounts_id_fk" FOREIGN KEY ("declared_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergy_profiles" ADD CONSTRAINT "allergy_profiles_reviewed_by_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allergy_alerts_meal_version_idx" ON "allergy_alerts" USING btree ("order_day_id","menu_version_id");--> statement-breakpoint
CREATE INDEX "allergy_alerts_child_idx" ON "allergy_alerts" USING btree ("associated_user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "allergy_profiles_version_idx" ON "allergy_profiles" USING btree ("associated_user_id","version");--> statement-breakpoint
-- Decision 080: dish allergens become codes of the one list. A name is mapped by the words it
-- holds (the more specific first: 羽扇豆 before 豆, 鱿鱼 before 鱼); codes already stored stay;
-- names matching nothing are dropped. A list whose names all fall away becomes null ("not
-- recorded"), never [] ("none"), so an unreadable entry never reads as safe.
CREATE FUNCTION "canteen_allergen_codes"(names jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN names IS NULL OR jsonb_typeof(names) <> 'array' THEN names
		WHEN jsonb_array_length(names) = 0 THEN names
		ELSE (
			SELECT jsonb_agg(code ORDER BY first)
			FROM (
				SELECT code, min(ord) AS first
				FROM (
					SELECT ord, CASE
						WHEN name IN ('GLUTEN', 'CRUSTACEAN', 'EGG', 'FISH', 'PEANUT', 'SOY', 'MILK', 'TREE_NUT', 'CELERY', 'MUSTARD', 'SESAME', 'SULPHITE', 'LUPIN', 'MOLLUSC') THEN name
						WHEN name LIKE '%花生%' THEN 'PEANUT'
						WHEN name LIKE '%羽扇豆%' THEN 'LUPIN'
						WHEN name LIKE '%亚硫酸%' OR name LIKE '%二氧化硫%' THEN 'SULPHITE'
						WHEN name LIKE '%鱿鱼%' OR name LIKE '%软体%' OR name LIKE '%贝%' THEN 'MOLLUSC'
						WHEN name LIKE '%虾%' OR name LIKE '%蟹%' OR name LIKE '%甲壳%' THEN 'CRUSTACEAN'
						WHEN name LIKE '%鱼%' THEN 'FISH'
						WHEN name LIKE '%坚果%' OR name LIKE '%核桃%' OR name LIKE '%杏仁%' OR name LIKE '%腰果%' THEN 'TREE_NUT'
						WHEN name LIKE '%芝麻%' THEN 'SESAME'
						WHEN name LIKE '%芹菜%' THEN 'CELERY'
						WHEN name LIKE '%芥末%' THEN 'MUSTARD'
						WHEN name LIKE '%小麦%' OR name LIKE '%麸质%' THEN 'GLUTEN'
						WHEN name LIKE '%蛋%' THEN 'EGG'
						WHEN name LIKE '%奶%' OR name LIKE '%乳%' THEN 'MILK'
						WHEN name LIKE '%豆%' THEN 'SOY'
					END AS code
					FROM jsonb_array_elements_text(names) WITH ORDINALITY AS listed(name, ord)
				) AS named
				WHERE code IS NOT NULL
				GROUP BY code
			) AS codes
		)
	END
$$;--> statement-breakpoint
UPDATE "dishes" SET "allergens" = "canteen_allergen_codes"("allergens") WHERE "allergens" IS NOT NULL;--> statement-breakpoint
UPDATE "menu_versions" SET "dishes" = (
	SELECT coalesce(jsonb_agg(
		CASE WHEN jsonb_typeof(dish -> 'allergens') = 'array'
			THEN jsonb_set(dish, '{allergens}', coalesce("canteen_allergen_codes"(dish -> 'allergens'), 'null'::jsonb))
			ELSE dish
		END ORDER BY ord), '[]'::jsonb)
	FROM jsonb_array_elements("menu_versions"."dishes") WITH ORDINALITY AS listed(dish, ord)
) WHERE jsonb_typeof("dishes") = 'array';--> statement-breakpoint
DROP FUNCTION "canteen_allergen_codes"(jsonb);
