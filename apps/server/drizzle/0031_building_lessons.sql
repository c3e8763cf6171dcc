CREATE TABLE "building_lesson_files" (
	"lesson_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "building_lesson_files_lesson_id_position_pk" PRIMARY KEY("lesson_id","position")
);
--> statement-breakpoint
CREATE TABLE "building_lesson_likes" (
	"lesson_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "building_lesson_likes_lesson_id_user_id_pk" PRIMARY KEY("lesson_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "building_lesson_tags" (
	"lesson_id" uuid NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "building_lesson_tags_lesson_id_tag_pk" PRIMARY KEY("lesson_id","tag")
);
--> statement-breakpoint
CREATE TABLE "building_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"author_id" uuid NOT NULL,
	"related_project_id" uuid NOT NULL,
	"allowed_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "building_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "building_lesson_files" ADD CONSTRAINT "building_lesson_files_lesson_id_building_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."building_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_lesson_likes" ADD CONSTRAINT "building_lesson_likes_lesson_id_building_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."building_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_lesson_likes" ADD CONSTRAINT "building_lesson_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_lesson_tags" ADD CONSTRAINT "building_lesson_tags_lesson_id_building_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."building_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_lessons" ADD CONSTRAINT "building_lessons_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_lessons" ADD CONSTRAINT "building_lessons_related_project_id_building_projects_id_fk" FOREIGN KEY ("related_project_id") REFERENCES "public"."building_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "building_lesson_likes_user_id_idx" ON "building_lesson_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "building_lessons_created_at_idx" ON "building_lessons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "building_lessons_author_id_idx" ON "building_lessons" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "building_lessons_related_project_id_idx" ON "building_lessons" USING btree ("related_project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "building_tags_name_key" ON "building_tags" USING btree (lower(btrim("name")));--> statement-breakpoint
INSERT INTO "building_tags" ("name") VALUES ('Building 1'), ('Building 2'), ('Building 3');
