CREATE TABLE "donation_causes" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"logo_url" text,
	"street_address" text,
	"city" text,
	"state" text,
	"zip" text,
	"description" text,
	"multiplier" double precision DEFAULT 1 NOT NULL,
	"category_id" integer NOT NULL,
	"headline" text,
	"banner_image" text,
	"portfolio_charities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"ntee_full_code" text,
	"ntee_main_code" text,
	"ntee_sub_code" text,
	CONSTRAINT "donation_causes_kind" CHECK ("donation_causes"."kind" in ('charity', 'portfolio')),
	CONSTRAINT "donation_causes_category" CHECK ("donation_causes"."category_id" between 0 and 25)
);
--> statement-breakpoint
CREATE TABLE "donation_click_events" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"tracking_id" text,
	"client" jsonb NOT NULL,
	"metadata" jsonb NOT NULL,
	"customer_id" text,
	"email" text,
	"event_time" timestamp with time zone NOT NULL,
	"event_type" text NOT NULL,
	"event_version" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_product_settings" (
	"store_id" text NOT NULL,
	"cms_id" text NOT NULL,
	"donation_type" integer NOT NULL,
	"value" double precision NOT NULL,
	"direct_cause_id" text,
	CONSTRAINT "donation_product_settings_store_id_cms_id_pk" PRIMARY KEY("store_id","cms_id"),
	CONSTRAINT "donation_product_settings_type" CHECK ("donation_product_settings"."donation_type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "donation_segments" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"is_active" boolean NOT NULL,
	"name" text NOT NULL,
	"exclude_segment" boolean NOT NULL,
	"front_end_property_name" text NOT NULL,
	"front_end_source" integer NOT NULL,
	"priority_index" integer NOT NULL,
	"value_category" integer NOT NULL,
	"specified_values" jsonb NOT NULL,
	"donation_action" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "donation_segments_source" CHECK ("donation_segments"."front_end_source" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "donation_stores" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"settings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_trackings" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"is_test_mode" boolean NOT NULL,
	"is_force_test_mode" boolean NOT NULL,
	"cause_id" text,
	"cause_name" text,
	"integrations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"confirmation_total_cents" integer,
	"confirmation_causes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donation_click_events" ADD CONSTRAINT "donation_click_events_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "public"."donation_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_product_settings" ADD CONSTRAINT "donation_product_settings_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "public"."donation_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_segments" ADD CONSTRAINT "donation_segments_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "public"."donation_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_trackings" ADD CONSTRAINT "donation_trackings_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "public"."donation_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_causes_search_idx" ON "donation_causes" USING btree ("kind","state","category_id");--> statement-breakpoint
CREATE INDEX "donation_causes_zip_idx" ON "donation_causes" USING btree ("zip");--> statement-breakpoint
CREATE INDEX "donation_click_events_store_time_idx" ON "donation_click_events" USING btree ("store_id","event_time");--> statement-breakpoint
CREATE INDEX "donation_segments_store_idx" ON "donation_segments" USING btree ("store_id","priority_index");--> statement-breakpoint
CREATE INDEX "donation_trackings_created_idx" ON "donation_trackings" USING btree ("created_at");