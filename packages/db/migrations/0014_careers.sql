CREATE TABLE "career_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"position_id" integer NOT NULL,
	"position_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"forward_state" text NOT NULL,
	"forward_attempts" integer DEFAULT 0 NOT NULL,
	"forward_next_at" timestamp with time zone,
	"forward_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_applications_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "career_applications_language_check" CHECK ("career_applications"."language" in ('de', 'en', 'ja', 'ko', 'zh-hans')),
	CONSTRAINT "career_applications_forward_state_check" CHECK ("career_applications"."forward_state" in ('local', 'pending', 'forwarded'))
);
--> statement-breakpoint
CREATE TABLE "career_file_chunks" (
	"file_uuid" uuid NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "career_file_chunks_file_uuid_seq_pk" PRIMARY KEY("file_uuid","seq")
);
--> statement-breakpoint
CREATE TABLE "career_files" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"original_filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"application_id" integer,
	"category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_files_category_check" CHECK ("career_files"."category" is null or "career_files"."category" in ('cv', 'cover-letter', 'employment-reference', 'other'))
);
--> statement-breakpoint
CREATE TABLE "career_positions" (
	"id" integer PRIMARY KEY NOT NULL,
	"office" text NOT NULL,
	"department" text NOT NULL,
	"recruiting_category" text NOT NULL,
	"employment_type" text NOT NULL,
	"seniority" text NOT NULL,
	"schedule" text NOT NULL,
	"years_of_experience" text NOT NULL,
	"occupation" text NOT NULL,
	"occupation_category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"texts" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_file_chunks" ADD CONSTRAINT "career_file_chunks_file_uuid_career_files_uuid_fk" FOREIGN KEY ("file_uuid") REFERENCES "public"."career_files"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_files" ADD CONSTRAINT "career_files_application_id_career_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."career_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_applications_position_created_idx" ON "career_applications" USING btree ("position_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "career_applications_fingerprint_idx" ON "career_applications" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "career_applications_forward_idx" ON "career_applications" USING btree ("forward_state","forward_next_at");--> statement-breakpoint
CREATE INDEX "career_files_application_idx" ON "career_files" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "career_files_unattached_idx" ON "career_files" USING btree ("created_at") WHERE "career_files"."application_id" is null;