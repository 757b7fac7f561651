CREATE SEQUENCE "public"."commerce_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "commerce_limit_numbers" (
	"sku_prefix" text NOT NULL,
	"number" integer NOT NULL,
	"line_item_id" uuid,
	"sold" boolean DEFAULT false NOT NULL,
	CONSTRAINT "commerce_limit_numbers_sku_prefix_number_pk" PRIMARY KEY("sku_prefix","number")
);
--> statement-breakpoint
CREATE TABLE "commerce_line_item_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_item_id" uuid NOT NULL,
	"sku_option_id" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"options" jsonb NOT NULL,
	"unit_amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"sku_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"unit_amount_cents" bigint NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_line_items_quantity_check" CHECK ("commerce_line_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "commerce_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"location_id" integer NOT NULL,
	"customer_id" text NOT NULL,
	"market" varchar(2) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"language_code" text,
	"customer_email" text,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"payment_method_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"placed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "commerce_orders_status_check" CHECK ("commerce_orders"."status" in ('draft', 'pending', 'placed', 'approved', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "commerce_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"market" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"payment_terms" text NOT NULL,
	CONSTRAINT "commerce_payment_methods_market_unique" UNIQUE("market")
);
--> statement-breakpoint
CREATE TABLE "commerce_prices" (
	"sku_code" text NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "commerce_prices_sku_code_currency_code_pk" PRIMARY KEY("sku_code","currency_code"),
	CONSTRAINT "commerce_prices_amount_check" CHECK ("commerce_prices"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commerce_product_groups" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"sku_prefix" text NOT NULL,
	"meta_type" text NOT NULL,
	"product_type" text NOT NULL,
	"names" jsonb NOT NULL,
	"metal_colors" text[] NOT NULL,
	"alloys" text[] NOT NULL,
	"is_limited" boolean DEFAULT false NOT NULL,
	"is_ring_of_the_year" boolean DEFAULT false NOT NULL,
	"base_skus" jsonb NOT NULL,
	"article_lengths" jsonb NOT NULL,
	"special_lengths" jsonb NOT NULL,
	"allow_engraving" boolean DEFAULT false NOT NULL,
	"standard_engraving" text,
	"allow_special_color" boolean DEFAULT false NOT NULL,
	"has_default_engraving_power_bracelet" boolean DEFAULT false NOT NULL,
	"use_size_labels" boolean DEFAULT false NOT NULL,
	"is_default_assortment" boolean DEFAULT true NOT NULL,
	"surcharges" jsonb NOT NULL,
	"products" jsonb NOT NULL,
	"order_quantity" integer,
	"max_quantity" integer,
	"article_number" text,
	CONSTRAINT "commerce_product_groups_sku_prefix_unique" UNIQUE("sku_prefix"),
	CONSTRAINT "commerce_product_groups_meta_type_check" CHECK ("commerce_product_groups"."meta_type" in ('jewelry', 'service_item')),
	CONSTRAINT "commerce_product_groups_product_type_check" CHECK ("commerce_product_groups"."product_type" in ('ring', 'necklace', 'bracelet', 'earrings', 'amulet'))
);
--> statement-breakpoint
CREATE TABLE "commerce_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"shipping_method_id" text
);
--> statement-breakpoint
CREATE TABLE "commerce_shipping_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"market" varchar(2) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"scheme" text DEFAULT 'weight_tiered' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_shipping_weight_tiers" (
	"id" text PRIMARY KEY NOT NULL,
	"shipping_method_id" text NOT NULL,
	"name" text NOT NULL,
	"up_to" integer,
	"price_amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_sku_options" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"price_amount_cents" bigint NOT NULL,
	"sku_code_regex" text,
	"engraving_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_skus" (
	"code" text PRIMARY KEY NOT NULL,
	"group_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"weight_grams" integer NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "zip_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "commerce_limit_numbers" ADD CONSTRAINT "commerce_limit_numbers_line_item_id_commerce_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."commerce_line_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_line_item_options" ADD CONSTRAINT "commerce_line_item_options_line_item_id_commerce_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."commerce_line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_line_item_options" ADD CONSTRAINT "commerce_line_item_options_sku_option_id_commerce_sku_options_id_fk" FOREIGN KEY ("sku_option_id") REFERENCES "public"."commerce_sku_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_line_items" ADD CONSTRAINT "commerce_line_items_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_payment_method_id_commerce_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."commerce_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_prices" ADD CONSTRAINT "commerce_prices_sku_code_commerce_skus_code_fk" FOREIGN KEY ("sku_code") REFERENCES "public"."commerce_skus"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_shipments" ADD CONSTRAINT "commerce_shipments_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_shipments" ADD CONSTRAINT "commerce_shipments_shipping_method_id_commerce_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."commerce_shipping_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_shipping_weight_tiers" ADD CONSTRAINT "commerce_shipping_weight_tiers_shipping_method_id_commerce_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."commerce_shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_skus" ADD CONSTRAINT "commerce_skus_group_uuid_commerce_product_groups_uuid_fk" FOREIGN KEY ("group_uuid") REFERENCES "public"."commerce_product_groups"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_limit_numbers_line_item_unique" ON "commerce_limit_numbers" USING btree ("line_item_id");--> statement-breakpoint
CREATE INDEX "commerce_line_item_options_line_item_idx" ON "commerce_line_item_options" USING btree ("line_item_id");--> statement-breakpoint
CREATE INDEX "commerce_line_items_order_idx" ON "commerce_line_items" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_orders_open_location_unique" ON "commerce_orders" USING btree ("location_id") WHERE "commerce_orders"."status" in ('draft', 'pending');--> statement-breakpoint
CREATE INDEX "commerce_orders_location_idx" ON "commerce_orders" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "commerce_shipments_order_idx" ON "commerce_shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "commerce_shipping_weight_tiers_method_idx" ON "commerce_shipping_weight_tiers" USING btree ("shipping_method_id");--> statement-breakpoint
CREATE INDEX "commerce_skus_group_idx" ON "commerce_skus" USING btree ("group_uuid");