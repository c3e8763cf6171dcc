CREATE TABLE "popup_editor_backups" (
	"popup_id" uuid PRIMARY KEY NOT NULL,
	"popup_name" text NOT NULL,
	"popup_content" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup_editors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"popup_name" text NOT NULL,
	"popup_content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "popup_editor_backups" ADD CONSTRAINT "popup_editor_backups_popup_id_popup_editors_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popup_editors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "popup_editors_popup_name_key" ON "popup_editors" USING btree (lower("popup_name"));