ALTER TABLE "cms_stories" DROP CONSTRAINT "cms_stories_full_slug_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "cms_stories_story_full_slug_unique" ON "cms_stories" USING btree ("full_slug") WHERE not "cms_stories"."is_folder";--> statement-breakpoint
CREATE UNIQUE INDEX "cms_stories_folder_full_slug_unique" ON "cms_stories" USING btree ("full_slug") WHERE "cms_stories"."is_folder";