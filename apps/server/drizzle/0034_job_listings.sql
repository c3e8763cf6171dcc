CREATE TABLE "job_cc_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"image_file_id" uuid,
	"location" text DEFAULT '' NOT NULL,
	"apply_link" text DEFAULT '' NOT NULL,
	"job_details_link" text DEFAULT '' NOT NULL,
	"date_posted" timestamp with time zone DEFAULT now() NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_by_id" uuid
);
--> statement-breakpoint
ALTER TABLE "job_cc_entries" ADD CONSTRAINT "job_cc_entries_job_id_job_listings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_image_file_id_stored_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_listings" ADD CONSTRAINT "job_listings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_cc_entries_job_id_email_key" ON "job_cc_entries" USING btree ("job_id","email");--> statement-breakpoint
CREATE INDEX "job_listings_category_idx" ON "job_listings" USING btree ("category");--> statement-breakpoint
CREATE INDEX "job_listings_order_idx" ON "job_listings" USING btree ("featured" DESC NULLS LAST,"display_order","date_posted" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "job_listings_image_file_id_idx" ON "job_listings" USING btree ("image_file_id");