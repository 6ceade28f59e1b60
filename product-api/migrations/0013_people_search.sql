-- ADR 0048: the directory's trigram index (PGlite loads pg_trgm in db/client.ts; PostgreSQL ships it in contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "people_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"search_name" text NOT NULL,
	"sort_name" text NOT NULL,
	"listed" boolean NOT NULL,
	"hide_as_shijoer" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "people_search" ADD CONSTRAINT "people_search_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_search_sort_idx" ON "people_search" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "people_search_trgm_idx" ON "people_search" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
-- ADR 0048: people_search follows users. `listed` is social/graph.ts listedUser; sort_name is the directory's order
-- (lower(full_name), as users_name_idx); search_name is users.search_name (set before an AFTER trigger runs).
CREATE FUNCTION "people_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "people_search" ("id", "search_name", "sort_name", "listed", "hide_as_shijoer")
  VALUES (NEW."id", NEW."search_name", lower(NEW."full_name"), NEW."deleted_at" IS NULL AND NEW."verified_by_mobile" AND NEW."role" = 'customer', NEW."hide_as_shijoer")
  ON CONFLICT ("id") DO UPDATE SET "search_name" = EXCLUDED."search_name", "sort_name" = EXCLUDED."sort_name", "listed" = EXCLUDED."listed", "hide_as_shijoer" = EXCLUDED."hide_as_shijoer";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_people_search" AFTER INSERT OR UPDATE OF "full_name", "username", "deleted_at", "verified_by_mobile", "role", "hide_as_shijoer" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "people_search_sync"();--> statement-breakpoint
INSERT INTO "people_search" ("id", "search_name", "sort_name", "listed", "hide_as_shijoer")
  SELECT "id", "search_name", lower("full_name"), "deleted_at" IS NULL AND "verified_by_mobile" AND "role" = 'customer', "hide_as_shijoer" FROM "users"
  ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
-- PGlite runs no autovacuum: the planner's figures for the rows just written (the large seed ANALYZEs as it ends).
ANALYZE "people_search";
