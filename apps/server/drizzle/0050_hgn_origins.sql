CREATE TABLE "hgn_origins" (
	"collection" text NOT NULL,
	"original_id" text NOT NULL,
	"local_id" uuid NOT NULL,
	"digest" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hgn_origins_collection_original_id_pk" PRIMARY KEY("collection","original_id")
);
--> statement-breakpoint
CREATE INDEX "hgn_origins_local_id_idx" ON "hgn_origins" USING btree ("collection","local_id");