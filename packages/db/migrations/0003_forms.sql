CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"action" text NOT NULL,
	"form_id" text,
	"language" text NOT NULL,
	"channel" text DEFAULT 'website' NOT NULL,
	"jeweler_slug" text,
	"jeweler_story_uuid" text,
	"store_uuid" text,
	"story_uuid" text,
	"component_uid" text,
	"google_click_id" text,
	"meta_click_id" text,
	"email" text,
	"user_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "form_submissions_action_check" CHECK ("form_submissions"."action" in ('REGISTRATION', 'CONTACT_FORM', 'APPOINTMENT_REQUEST', 'ADDRESS_FORM', 'NEWSLETTER_SUBSCRIBE', 'NEWSLETTER_UNSUBSCRIBE', 'EVENT_REGISTRATION', 'LIMITED_RING_REQUEST')),
	CONSTRAINT "form_submissions_language_check" CHECK ("form_submissions"."language" in ('de', 'en', 'ja', 'ko', 'zh-hans')),
	CONSTRAINT "form_submissions_channel_check" CHECK ("form_submissions"."channel" in ('website', 'microsite')),
	CONSTRAINT "form_submissions_email_lower_check" CHECK ("form_submissions"."email" = lower("form_submissions"."email"))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submission_uuid" uuid NOT NULL,
	"language" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscriptions_email_lower_check" CHECK ("newsletter_subscriptions"."email" = lower("newsletter_subscriptions"."email")),
	CONSTRAINT "newsletter_subscriptions_status_check" CHECK ("newsletter_subscriptions"."status" in ('pending', 'confirmed', 'unsubscribed')),
	CONSTRAINT "newsletter_subscriptions_language_check" CHECK ("newsletter_subscriptions"."language" in ('de', 'en', 'ja', 'ko', 'zh-hans'))
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_action_created_at_idx" ON "form_submissions" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "form_submissions_fingerprint_created_at_idx" ON "form_submissions" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_user_id_idx" ON "form_submissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_submission_uuid_idx" ON "newsletter_subscriptions" USING btree ("submission_uuid");