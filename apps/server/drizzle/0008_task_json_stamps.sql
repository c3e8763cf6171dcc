CREATE SEQUENCE "public"."task_json_stamps" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "json_stamp" bigint DEFAULT nextval('task_json_stamps') NOT NULL;--> statement-breakpoint
-- A task's JSON (features/tasks/tasks.json.sql.ts) is made of its row, its people's rows, and their
-- names and pictures. Each of those writes gives the task a new json_stamp here, in the writer's own
-- transaction, so a JSON text kept under an older stamp is never served again.
CREATE FUNCTION task_json_restamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.json_stamp := nextval('task_json_stamps');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER tasks_json_restamp BEFORE UPDATE ON tasks
  FOR EACH ROW EXECUTE FUNCTION task_json_restamp();--> statement-breakpoint
CREATE FUNCTION task_resources_restamp_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tasks SET json_stamp = nextval('task_json_stamps')
    WHERE id IN (SELECT task_id FROM changed_resources);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER task_resources_inserted_restamp AFTER INSERT ON task_resources
  REFERENCING NEW TABLE AS changed_resources
  FOR EACH STATEMENT EXECUTE FUNCTION task_resources_restamp_tasks();--> statement-breakpoint
CREATE TRIGGER task_resources_updated_restamp AFTER UPDATE ON task_resources
  REFERENCING NEW TABLE AS changed_resources
  FOR EACH STATEMENT EXECUTE FUNCTION task_resources_restamp_tasks();--> statement-breakpoint
CREATE TRIGGER task_resources_deleted_restamp AFTER DELETE ON task_resources
  REFERENCING OLD TABLE AS changed_resources
  FOR EACH STATEMENT EXECUTE FUNCTION task_resources_restamp_tasks();--> statement-breakpoint
CREATE FUNCTION person_restamp_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tasks SET json_stamp = nextval('task_json_stamps')
    WHERE id IN (
      SELECT task_id FROM task_resources
      WHERE user_id = CASE TG_OP WHEN 'DELETE' THEN OLD.user_id ELSE NEW.user_id END
    );
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION user_restamp_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tasks SET json_stamp = nextval('task_json_stamps')
    WHERE id IN (SELECT task_id FROM task_resources WHERE user_id = NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_restamp_tasks AFTER UPDATE OF first_name, last_name, profile_pic ON users
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.profile_pic IS DISTINCT FROM NEW.profile_pic)
  EXECUTE FUNCTION user_restamp_tasks();--> statement-breakpoint
CREATE TRIGGER profile_pictures_restamp_tasks AFTER INSERT OR UPDATE OR DELETE ON profile_pictures
  FOR EACH ROW EXECUTE FUNCTION person_restamp_tasks();
