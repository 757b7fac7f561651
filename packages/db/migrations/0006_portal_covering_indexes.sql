DROP INDEX "inventory_items_current_location_idx";--> statement-breakpoint
DROP INDEX "inventory_items_current_date_idx";--> statement-breakpoint
DROP INDEX "inventory_items_sold_location_idx";--> statement-breakpoint
DROP INDEX "inventory_items_sold_date_idx";--> statement-breakpoint
DROP INDEX "inventory_items_archived_location_idx";--> statement-breakpoint
CREATE INDEX "inventory_items_current_location_idx" ON "inventory_items" USING btree ("location_id","sell_in_date","id","article_type","available_in_virtual_storage") WHERE "inventory_items"."sell_out_date" is null and not "inventory_items"."is_archived" and not "inventory_items"."is_removed";--> statement-breakpoint
CREATE INDEX "inventory_items_current_date_idx" ON "inventory_items" USING btree ("sell_in_date","id","location_id","article_type","available_in_virtual_storage") WHERE "inventory_items"."sell_out_date" is null and not "inventory_items"."is_archived" and not "inventory_items"."is_removed";--> statement-breakpoint
CREATE INDEX "inventory_items_sold_location_idx" ON "inventory_items" USING btree ("location_id","sell_out_date","id","article_type","available_in_virtual_storage") WHERE "inventory_items"."sell_out_date" is not null and not "inventory_items"."is_removed";--> statement-breakpoint
CREATE INDEX "inventory_items_sold_date_idx" ON "inventory_items" USING btree ("sell_out_date","id","location_id","article_type","available_in_virtual_storage") WHERE "inventory_items"."sell_out_date" is not null and not "inventory_items"."is_removed";--> statement-breakpoint
CREATE INDEX "inventory_items_archived_location_idx" ON "inventory_items" USING btree ("location_id","sell_in_date","id","article_type","available_in_virtual_storage") WHERE "inventory_items"."is_archived" and not "inventory_items"."is_removed";