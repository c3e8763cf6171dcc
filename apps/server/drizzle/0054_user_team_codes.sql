CREATE TABLE "user_team_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"team_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_team_codes" ADD CONSTRAINT "user_team_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A person's team code moves from their row to the teams area, which writes a team's new code onto its
-- members; a person without a code needs no row.
INSERT INTO "user_team_codes" ("user_id", "team_code") SELECT "id", "team_code" FROM "users" WHERE "team_code" <> '';--> statement-breakpoint
-- An earlier HGN import keeps the rows it wrote (hgn_import_base, src/hgnImport/README.md): its people's
-- codes move there too, so the next import still tells the dump's changes from those made here since.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns
      WHERE table_schema = 'hgn_import_base' AND table_name = 'users' AND column_name = 'team_code') THEN
    CREATE TABLE hgn_import_base.user_team_codes (LIKE user_team_codes INCLUDING DEFAULTS);
    INSERT INTO hgn_import_base.user_team_codes (user_id, team_code)
      SELECT id, team_code FROM hgn_import_base.users WHERE team_code <> '';
  END IF;
END
$$;--> statement-breakpoint
-- The weekly summaries report is kept between requests (platform/http/kept-answers.ts) and shows each
-- person's code: a change of one logs its transaction, as a change of the person's row did.
SELECT answer_changes_watch('user_team_codes');--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "team_code";
