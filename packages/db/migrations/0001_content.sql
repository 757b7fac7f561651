CREATE TABLE "cms_assets" (
	"id" integer PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"sha1" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_datasource_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"datasource_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"dimension_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cms_datasource_entries_value_unique" UNIQUE("datasource_id","value")
);
--> statement-breakpoint
CREATE TABLE "cms_datasources" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"dimensions" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "cms_datasources_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cms_stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"full_slug" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" integer,
	"is_folder" boolean DEFAULT false NOT NULL,
	"is_startpage" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"component" text,
	"tag_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone,
	"first_published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published" json,
	"draft" json NOT NULL,
	CONSTRAINT "cms_stories_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "cms_stories_full_slug_unique" UNIQUE("full_slug")
);
--> statement-breakpoint
ALTER TABLE "cms_datasource_entries" ADD CONSTRAINT "cms_datasource_entries_datasource_id_cms_datasources_id_fk" FOREIGN KEY ("datasource_id") REFERENCES "public"."cms_datasources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_stories" ADD CONSTRAINT "cms_stories_parent_id_cms_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cms_stories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_stories_component_idx" ON "cms_stories" USING btree ("component");--> statement-breakpoint
CREATE INDEX "cms_stories_published_at_idx" ON "cms_stories" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "cms_stories_parent_id_idx" ON "cms_stories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "cms_stories_full_slug_pattern_idx" ON "cms_stories" USING btree ("full_slug" text_pattern_ops);