CREATE TABLE "user_permissions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"front_permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"removed_default_permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_acknowledged" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A person's own permissions move from their row to the permissions area; a person who has none and
-- has seen nothing needs no row.
INSERT INTO "user_permissions" ("user_id", "front_permissions", "removed_default_permissions", "is_acknowledged")
  SELECT "id", "front_permissions", "removed_default_permissions", "is_permissions_acknowledged" FROM "users"
  WHERE "front_permissions" <> '{}' OR "removed_default_permissions" <> '{}' OR "is_permissions_acknowledged";--> statement-breakpoint
-- An earlier HGN import keeps the rows it wrote (hgn_import_base, src/hgnImport/README.md): its people's
-- permissions move there too, so the next import still tells the dump's changes from those made here since.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns
      WHERE table_schema = 'hgn_import_base' AND table_name = 'users' AND column_name = 'front_permissions') THEN
    CREATE TABLE hgn_import_base.user_permissions (LIKE user_permissions INCLUDING DEFAULTS);
    INSERT INTO hgn_import_base.user_permissions (user_id, front_permissions, removed_default_permissions, is_acknowledged)
      SELECT id, front_permissions, removed_default_permissions, is_permissions_acknowledged FROM hgn_import_base.users
      WHERE front_permissions <> '{}' OR removed_default_permissions <> '{}' OR is_permissions_acknowledged;
  END IF;
END
$$;--> statement-breakpoint
-- Servers keep each token's caller with the rights it had (platform/http/session-cache.ts): a change of
-- a person's own permissions tells every server to look callers up afresh, as a change of their row does.
DROP TRIGGER users_session_changes ON users;--> statement-breakpoint
CREATE TRIGGER users_session_changes
  AFTER UPDATE OF email, first_name, last_name, role, is_active OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_notify();--> statement-breakpoint
CREATE TRIGGER user_permissions_session_changes
  AFTER INSERT OR UPDATE OF front_permissions, removed_default_permissions OR DELETE OR TRUNCATE ON user_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_notify();--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "front_permissions";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "removed_default_permissions";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_permissions_acknowledged";