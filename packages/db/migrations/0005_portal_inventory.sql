CREATE TABLE "inventory_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"type" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	CONSTRAINT "inventory_history_type_check" CHECK ("inventory_history"."type" in ('SELL_IN', 'SELL_OUT', 'CHANGE_LOCATION', 'BOOK_OUT', 'CHANGE_PRICE', 'SET_VIRTUAL_STORAGE', 'SET_CLIENT_NOTE', 'UPDATE_SERIAL_NUMBER', 'UPDATE_ARTICLE_NUMBER', 'UPDATE_SALE_USER', 'SET_ARCHIVE_STATUS', 'SET_REMOVED_STATUS', 'DELETE_SELL_OUT'))
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_number" text NOT NULL,
	"article_number" text NOT NULL,
	"article_type" text NOT NULL,
	"description_de" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"article_description_de" text DEFAULT '' NOT NULL,
	"article_description_en" text DEFAULT '' NOT NULL,
	"location_id" integer NOT NULL,
	"sell_in_price" bigint,
	"sell_in_currency" varchar(3) NOT NULL,
	"sell_in_date" date NOT NULL,
	"sell_out_price" bigint,
	"sell_out_currency" varchar(3),
	"sell_out_date" date,
	"sale_user_id" integer,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_removed" boolean DEFAULT false NOT NULL,
	"available_in_virtual_storage" boolean DEFAULT false NOT NULL,
	"client_note" text,
	"internal_note" text,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_serial_number_unique" UNIQUE("serial_number"),
	CONSTRAINT "inventory_items_article_type_check" CHECK ("inventory_items"."article_type" in ('ring', 'necklace', 'bracelet', 'earrings', 'amulet')),
	CONSTRAINT "inventory_items_sell_in_currency_check" CHECK ("inventory_items"."sell_in_currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "inventory_items_sell_out_currency_check" CHECK ("inventory_items"."sell_out_currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "inventory_items_sold_fields_check" CHECK (("inventory_items"."sell_out_date" is null) = ("inventory_items"."sell_out_currency" is null)),
	CONSTRAINT "inventory_items_prices_check" CHECK ("inventory_items"."sell_in_price" >= 0 and "inventory_items"."sell_out_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "open_order_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"change_information" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"article_number" text NOT NULL,
	"article_type" text NOT NULL,
	"description_de" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"order_type" text NOT NULL,
	"commission" boolean DEFAULT false NOT NULL,
	"commission_order_reference" text,
	"status" text DEFAULT 'open' NOT NULL,
	"estimated_delivery" date,
	"order_date" date NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"sell_in_price" bigint,
	"sell_in_currency" varchar(3) NOT NULL,
	"location_id" integer NOT NULL,
	"client_note" text,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "open_orders_article_type_check" CHECK ("open_orders"."article_type" in ('ring', 'necklace', 'bracelet', 'earrings', 'amulet')),
	CONSTRAINT "open_orders_order_type_check" CHECK ("open_orders"."order_type" in ('article', 'service')),
	CONSTRAINT "open_orders_status_check" CHECK ("open_orders"."status" in ('open', 'confirmed', 'in_production', 'shipped')),
	CONSTRAINT "open_orders_quantity_check" CHECK ("open_orders"."quantity" > 0),
	CONSTRAINT "open_orders_currency_check" CHECK ("open_orders"."sell_in_currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "portal_table_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"table_id" text NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_table_configs_user_table_unique" UNIQUE("user_id","table_id"),
	CONSTRAINT "portal_table_configs_table_id_check" CHECK ("portal_table_configs"."table_id" in ('sellIn', 'sellOut', 'openOrders', 'archived', 'stock'))
);
--> statement-breakpoint
CREATE TABLE "sale_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_history" ADD CONSTRAINT "inventory_history_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_history" ADD CONSTRAINT "inventory_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_sale_user_id_sale_users_id_fk" FOREIGN KEY ("sale_user_id") REFERENCES "public"."sale_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_order_change_requests" ADD CONSTRAINT "open_order_change_requests_order_id_open_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."open_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_order_change_requests" ADD CONSTRAINT "open_order_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_orders" ADD CONSTRAINT "open_orders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_table_configs" ADD CONSTRAINT "portal_table_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_users" ADD CONSTRAINT "sale_users_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_history_item_date_idx" ON "inventory_history" USING btree ("item_id","date","id");--> statement-breakpoint
CREATE INDEX "inventory_history_user_id_idx" ON "inventory_history" USING btree ("user_id") WHERE "inventory_history"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "inventory_items_current_location_idx" ON "inventory_items" USING btree ("location_id","sell_in_date","id") WHERE "inventory_items"."sell_out_date" is null and not "inventory_items"."is_archived" and not "inventory_items"."is_removed";--> statement-breakpoint
CREATE INDEX "inventory_items_current_date_idx" ON "inventory_items" USING btree ("sell_in_date","id") WHERE "inventory_items"."sell_out_date" is null and not "inventory_items"."is_archived" and not "inventory_items"."is_removed";--> statement-breakpoint
CREATE INDEX "inventory_items_sold_location_idx" ON "inventory_items" USING btree ("location_id","sell_out_date","id") WHERE "inventory_items"."sell_out_date" is not null and not "inventory_items"."is_removed";--> statement-breakpoint
CREATE INDEX "inventory_items_sold_date_idx" ON "inventory_items" USING btree ("sell_out_date","id") WHERE "inventory_items"."sell_out_date" is not null and not "inventory_items"."is_removed";--> statement-breakpoint
CREATE INDEX "inventory_items_archived_location_idx" ON "inventory_items" USING btree ("location_id","sell_in_date","id") WHERE "inventory_items"."is_archived" and not "inventory_items"."is_removed";--> statement-breakpoint
CREATE INDEX "inventory_items_sale_user_id_idx" ON "inventory_items" USING btree ("sale_user_id") WHERE "inventory_items"."sale_user_id" is not null;--> statement-breakpoint
CREATE INDEX "open_order_change_requests_order_id_idx" ON "open_order_change_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "open_orders_location_date_idx" ON "open_orders" USING btree ("location_id","order_date","id");--> statement-breakpoint
CREATE INDEX "sale_users_location_id_idx" ON "sale_users" USING btree ("location_id","name");