CREATE TABLE "badge_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_counts" ADD CONSTRAINT "badge_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The badge count moves from the person's row to the badges area, which keeps it; a count of 0 needs no row.
INSERT INTO "badge_counts" ("user_id", "count") SELECT "id", "badge_count" FROM "users" WHERE "badge_count" <> 0;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "badge_count";