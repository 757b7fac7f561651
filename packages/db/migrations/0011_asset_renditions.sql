CREATE TABLE "cms_asset_renditions" (
	"asset_id" integer NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"source_sha1" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha1" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_asset_renditions_asset_id_width_format_pk" PRIMARY KEY("asset_id","width","format"),
	CONSTRAINT "cms_asset_renditions_format_check" CHECK ("cms_asset_renditions"."format" in ('avif', 'webp'))
);
--> statement-breakpoint
ALTER TABLE "cms_asset_renditions" ADD CONSTRAINT "cms_asset_renditions_asset_id_cms_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."cms_assets"("id") ON DELETE cascade ON UPDATE no action;