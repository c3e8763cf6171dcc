CREATE TABLE "external_team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text NOT NULL,
	"team" text NOT NULL,
	"team_specify" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "site_issues_status_known" CHECK ("site_issues"."status" in ('open', 'closed')),
	CONSTRAINT "site_issues_closed_at_when_closed" CHECK (("site_issues"."status" = 'closed') = ("site_issues"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "community_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_listings_kind_known" CHECK ("community_listings"."kind" in ('event', 'activity')),
	CONSTRAINT "community_listings_ends_after_start" CHECK ("community_listings"."ends_at" >= "community_listings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "rental_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token_digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "rental_sessions_tokenDigest_unique" UNIQUE("token_digest")
);
--> statement-breakpoint
ALTER TABLE "external_team_members" ADD CONSTRAINT "external_team_members_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_issues" ADD CONSTRAINT "site_issues_project_id_building_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."building_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_issues" ADD CONSTRAINT "site_issues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_listings" ADD CONSTRAINT "community_listings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_sessions" ADD CONSTRAINT "rental_sessions_account_id_rental_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."rental_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_team_members_created_at_idx" ON "external_team_members" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "site_issues_project_date_idx" ON "site_issues" USING btree ("project_id","date");--> statement-breakpoint
CREATE INDEX "community_listings_kind_starts_at_idx" ON "community_listings" USING btree ("kind","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_accounts_email_key" ON "rental_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "rental_sessions_account_id_idx" ON "rental_sessions" USING btree ("account_id");