CREATE TYPE "public"."pack_type" AS ENUM('bag', 'can', 'tray', 'pouch');--> statement-breakpoint
CREATE TYPE "public"."publish_status" AS ENUM('published', 'draft', 'archived');--> statement-breakpoint
CREATE TYPE "public"."stock_destination" AS ENUM('HOME', 'CLINIC');--> statement-breakpoint
CREATE TYPE "public"."weight_unit" AS ENUM('lbs', 'oz');--> statement-breakpoint
CREATE TABLE "content_entries" (
	"site" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "content_entries_site_key_pk" PRIMARY KEY("site","key"),
	CONSTRAINT "content_entries_site" CHECK ("content_entries"."site" in ('DTC', 'HPSF', 'ALL'))
);
--> statement-breakpoint
CREATE TABLE "filter_groups" (
	"slug" text PRIMARY KEY NOT NULL,
	"field" text NOT NULL,
	"label" text NOT NULL,
	"navigation_label" text,
	"sites" text[] NOT NULL,
	"species" text[] NOT NULL,
	"is_navigation" boolean NOT NULL,
	"sort_dtc" integer NOT NULL,
	"sort_hpsf" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filter_options" (
	"group_slug" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"sites" text[] NOT NULL,
	"species" text[] NOT NULL,
	"filter" jsonb NOT NULL,
	CONSTRAINT "filter_options_group_slug_slug_pk" PRIMARY KEY("group_slug","slug")
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"values" text[] NOT NULL,
	CONSTRAINT "product_options_product_id_name_pk" PRIMARY KEY("product_id","name")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"description_html" text NOT NULL,
	"product_type" text NOT NULL,
	"line" text NOT NULL,
	"status" "publish_status" NOT NULL,
	"sites" text[] NOT NULL,
	"facets" jsonb NOT NULL,
	"featured_image_url" text NOT NULL,
	"featured_image_alt" text NOT NULL,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "products_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"counts" jsonb NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selling_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"interval_weeks" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	CONSTRAINT "selling_plans_interval" CHECK ("selling_plans"."interval_weeks" between 2 and 12),
	CONSTRAINT "selling_plans_discount" CHECK ("selling_plans"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"sku" text NOT NULL,
	"destination" "stock_destination" NOT NULL,
	"quantity" integer NOT NULL,
	"level" text GENERATED ALWAYS AS (case when quantity <= 0 then 'out' when quantity <= 5 then 'limited' else 'in' end) STORED NOT NULL,
	CONSTRAINT "stock_sku_destination_pk" PRIMARY KEY("sku","destination"),
	CONSTRAINT "stock_quantity_not_negative" CHECK ("stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_zip_ranges" (
	"destination" "stock_destination" NOT NULL,
	"low" integer NOT NULL,
	"high" integer NOT NULL,
	CONSTRAINT "stock_zip_ranges_destination_low_pk" PRIMARY KEY("destination","low"),
	CONSTRAINT "stock_zip_ranges_bounds" CHECK ("stock_zip_ranges"."low" between 0 and 99999 and "stock_zip_ranges"."high" between "stock_zip_ranges"."low" and 99999)
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"admin_graphql_id" text NOT NULL,
	"sku" text NOT NULL,
	"variant_url" text NOT NULL,
	"title" text NOT NULL,
	"price_cents" integer NOT NULL,
	"compare_at_cents" integer,
	"weight" numeric(8, 2) NOT NULL,
	"weight_unit" "weight_unit" NOT NULL,
	"flavor" text NOT NULL,
	"pack_type" "pack_type" NOT NULL,
	"product_form" text NOT NULL,
	"size_label" text NOT NULL,
	"badge_tags" text[] NOT NULL,
	"media" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "variants_admin_graphql_id_unique" UNIQUE("admin_graphql_id"),
	CONSTRAINT "variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "variants_price_positive" CHECK ("variants"."price_cents" > 0),
	CONSTRAINT "variants_compare_at_above_price" CHECK ("variants"."compare_at_cents" is null or "variants"."compare_at_cents" > "variants"."price_cents"),
	CONSTRAINT "variants_weight_positive" CHECK ("variants"."weight" > 0)
);
--> statement-breakpoint
ALTER TABLE "filter_options" ADD CONSTRAINT "filter_options_group_slug_filter_groups_slug_fk" FOREIGN KEY ("group_slug") REFERENCES "public"."filter_groups"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selling_plans" ADD CONSTRAINT "selling_plans_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_sku_variants_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."variants"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_status_rank_idx" ON "products" USING btree ("status","rank");--> statement-breakpoint
CREATE INDEX "selling_plans_product_idx" ON "selling_plans" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id","position");