ALTER TABLE "permission_changes" ADD COLUMN "permissions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "permission_changes" ADD COLUMN "removed_role_permissions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "permission_changes" ADD COLUMN "requestor_role" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "permission_changes" ADD COLUMN "requestor_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Earlier changes keep who made them: their e-mail is taken from their profile. Their role then, and the
-- permissions the change left, were not recorded and stay empty.
UPDATE "permission_changes" AS "c" SET "requestor_email" = "u"."email" FROM "users" AS "u" WHERE "u"."id" = "c"."changed_by";
