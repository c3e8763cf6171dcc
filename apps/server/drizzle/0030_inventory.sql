CREATE TABLE "inventory_item_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_item_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"date" date NOT NULL,
	"condition" text NOT NULL,
	"created_by_id" uuid,
	"last_used_by" text DEFAULT '' NOT NULL,
	"last_used_for" text DEFAULT '' NOT NULL,
	"replacement_required" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"code" text NOT NULL,
	"purchase_status" text DEFAULT 'Purchased' NOT NULL,
	"condition" text DEFAULT 'New' NOT NULL,
	"in_use" boolean DEFAULT false NOT NULL,
	"returned" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"rented_on_date" date,
	"rental_due_date" date,
	"invoice" text DEFAULT '' NOT NULL,
	"unit_price" double precision,
	"currency" text,
	"shipping_fee" double precision,
	"taxes" double precision,
	"total_price_with_shipping" double precision,
	"link" text DEFAULT '' NOT NULL,
	"purchase_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"requested_by_id" uuid,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"quantity" double precision NOT NULL,
	"priority" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"make_model" text DEFAULT '' NOT NULL,
	"est_time" text DEFAULT '' NOT NULL,
	"usage_desc" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "inventory_purchases_quantity_positive" CHECK ("inventory_purchases"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_stock" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"stock_bought" double precision DEFAULT 0 NOT NULL,
	"stock_used" double precision DEFAULT 0 NOT NULL,
	"stock_wasted" double precision DEFAULT 0 NOT NULL,
	"stock_available" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_stock_available_not_negative" CHECK ("inventory_stock"."stock_available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_stock_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stock_id" uuid NOT NULL,
	"date" date NOT NULL,
	"created_by_id" uuid,
	"quantity_used" double precision DEFAULT 0 NOT NULL,
	"quantity_wasted" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"fuel_type" text,
	"image_url" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_item_logs" ADD CONSTRAINT "inventory_item_logs_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_item_logs" ADD CONSTRAINT "inventory_item_logs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_item_updates" ADD CONSTRAINT "inventory_item_updates_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_item_updates" ADD CONSTRAINT "inventory_item_updates_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_type_id_inventory_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."inventory_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_project_id_building_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."building_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_purchase_id_inventory_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."inventory_purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_purchases" ADD CONSTRAINT "inventory_purchases_project_id_building_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."building_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_purchases" ADD CONSTRAINT "inventory_purchases_type_id_inventory_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."inventory_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_purchases" ADD CONSTRAINT "inventory_purchases_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_purchases" ADD CONSTRAINT "inventory_purchases_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock" ADD CONSTRAINT "inventory_stock_project_id_building_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."building_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock" ADD CONSTRAINT "inventory_stock_type_id_inventory_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."inventory_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock_updates" ADD CONSTRAINT "inventory_stock_updates_stock_id_inventory_stock_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."inventory_stock"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock_updates" ADD CONSTRAINT "inventory_stock_updates_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_types" ADD CONSTRAINT "inventory_types_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_item_logs_item_id_idx" ON "inventory_item_logs" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "inventory_item_updates_item_id_idx" ON "inventory_item_updates" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_type_code_key" ON "inventory_items" USING btree ("type_id",lower(btrim("code")));--> statement-breakpoint
CREATE INDEX "inventory_items_project_id_idx" ON "inventory_items" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "inventory_purchases_project_type_idx" ON "inventory_purchases" USING btree ("project_id","type_id");--> statement-breakpoint
CREATE INDEX "inventory_purchases_type_id_idx" ON "inventory_purchases" USING btree ("type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_stock_project_type_key" ON "inventory_stock" USING btree ("project_id","type_id");--> statement-breakpoint
CREATE INDEX "inventory_stock_type_id_idx" ON "inventory_stock" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "inventory_stock_updates_stock_id_idx" ON "inventory_stock_updates" USING btree ("stock_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_types_category_name_key" ON "inventory_types" USING btree ("category",lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_units_name_key" ON "inventory_units" USING btree (lower(btrim("name")));