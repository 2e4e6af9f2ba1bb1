CREATE TABLE "menu_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"version" integer NOT NULL,
	"dishes" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "order_days" ADD COLUMN "menu_version_id" integer;--> statement-breakpoint
ALTER TABLE "menu_versions" ADD CONSTRAINT "menu_versions_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "menu_versions_menu_version" ON "menu_versions" USING btree ("menu_id","version");--> statement-breakpoint
ALTER TABLE "order_days" ADD CONSTRAINT "order_days_menu_version_id_menu_versions_id_fk" FOREIGN KEY ("menu_version_id") REFERENCES "public"."menu_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Decision 063: every menu already published becomes its version 1, frozen from today's dishes.
INSERT INTO "menu_versions" ("menu_id", "version", "dishes", "published_at")
SELECT m."id", 1,
	jsonb_agg(jsonb_build_object('dishId', d."id", 'name', d."name", 'weightGrams', md."weight_grams", 'allergens', d."allergens") ORDER BY md."position"),
	now()
FROM "menus" m
JOIN "menu_dishes" md ON md."menu_id" = m."id"
JOIN "dishes" d ON d."id" = md."dish_id"
WHERE m."published"
GROUP BY m."id";--> statement-breakpoint
UPDATE "menus" SET "published_version" = 1
WHERE "published" AND "id" IN (SELECT "menu_id" FROM "menu_versions");
