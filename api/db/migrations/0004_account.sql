CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"first_name" text,
	"last_name" text,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"province_code" text NOT NULL,
	"zip" text NOT NULL,
	"country_code" text DEFAULT 'US' NOT NULL,
	"phone" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("customer_id") WHERE "is_default";
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"product_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"sku" text NOT NULL,
	"external_id" text NOT NULL UNIQUE,
	"order_id" text,
	"frequency_days" integer NOT NULL,
	"every_period" integer NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"cancel_reason" text,
	"start_date" text NOT NULL,
	"quantity" integer NOT NULL,
	"next_delivery" text NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_quantity_positive" CHECK ("subscriptions"."quantity" > 0),
	CONSTRAINT "subscriptions_frequency_days" CHECK ("subscriptions"."frequency_days" between 7 and 120),
	CONSTRAINT "subscriptions_skipped" CHECK ("subscriptions"."skipped" >= 0)
);
--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "subscriptions" USING btree ("customer_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_order_variant_idx" ON "subscriptions" USING btree ("order_id","variant_id");
