CREATE TABLE "commerce_engraving_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha1" text NOT NULL,
	"user_id" integer,
	"location_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_engraving_images_type_check" CHECK ("commerce_engraving_images"."content_type" in ('image/png', 'image/jpeg', 'image/svg+xml'))
);
--> statement-breakpoint
ALTER TABLE "commerce_engraving_images" ADD CONSTRAINT "commerce_engraving_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_engraving_images" ADD CONSTRAINT "commerce_engraving_images_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;