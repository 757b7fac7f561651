CREATE TABLE "portal_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_data" jsonb NOT NULL,
	"permissions" text[] NOT NULL,
	"language" text NOT NULL,
	"portal_user_type" text NOT NULL,
	"invited_by" integer,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "portal_invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "portal_invites_language_check" CHECK ("portal_invites"."language" in ('de', 'en', 'ja', 'ko', 'zh-hans')),
	CONSTRAINT "portal_invites_gender_check" CHECK ("portal_invites"."user_data"->>'gender' is null or "portal_invites"."user_data"->>'gender' in ('M', 'W', 'D'))
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_invites" ADD CONSTRAINT "portal_invites_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_invites" ADD CONSTRAINT "portal_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_invites" ADD CONSTRAINT "portal_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_invites_location_id_idx" ON "portal_invites" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "portal_invites_user_id_idx" ON "portal_invites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "portal_invites_invited_by_idx" ON "portal_invites" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "portal_invites_email_lower_idx" ON "portal_invites" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_or_username_check" CHECK ("users"."email" is not null or "users"."username" is not null);