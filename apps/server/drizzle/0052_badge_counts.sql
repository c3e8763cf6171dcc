CREATE TABLE "badge_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_counts" ADD CONSTRAINT "badge_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The badge count moves from the person's row to the badges area, which keeps it; a count of 0 needs no row.
INSERT INTO "badge_counts" ("user_id", "count") SELECT "id", "badge_count" FROM "users" WHERE "badge_count" <> 0;--> statement-breakpoint
-- An earlier HGN import keeps the rows it wrote (hgn_import_base, src/hgnImport/README.md): its counts move
-- there too, so the next import still tells the dump's changes from those made here since.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns
      WHERE table_schema = 'hgn_import_base' AND table_name = 'users' AND column_name = 'badge_count') THEN
    CREATE TABLE hgn_import_base.badge_counts (LIKE badge_counts INCLUDING DEFAULTS);
    INSERT INTO hgn_import_base.badge_counts (user_id, count)
      SELECT id, badge_count FROM hgn_import_base.users WHERE badge_count <> 0;
  END IF;
END
$$;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "badge_count";