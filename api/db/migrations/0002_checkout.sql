-- Checkout, written by hand. Orders and their lines; one cart makes at most one order
-- (cart_id UNIQUE), whatever the Idempotency-Key. Money in integer cents. The card number is never
-- stored: only its brand and last four digits.
CREATE SEQUENCE "order_number_seq" START WITH 100001;
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"site" text NOT NULL,
	"cart_id" text NOT NULL,
	"customer_id" text,
	"email" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sales_org" text NOT NULL,
	"sales_order_type" text NOT NULL,
	"order_type" text NOT NULL,
	"shipping_location" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"subtotal_before_savings_cents" integer NOT NULL,
	"lines_subtotal_cents" integer NOT NULL,
	"program_discount_cents" integer NOT NULL,
	"promo_discount_cents" integer NOT NULL,
	"merchandise_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"service_charge_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"payment_brand" text NOT NULL,
	"payment_last4" text NOT NULL,
	"payment_authorization" text NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id"),
	CONSTRAINT "orders_site" CHECK ("orders"."site" in ('DTC', 'HPSF')),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('placed', 'cancelled')),
	CONSTRAINT "orders_sales_order_type" CHECK ("orders"."sales_order_type" in ('ZK01', 'ZDTC')),
	CONSTRAINT "orders_order_type" CHECK ("orders"."order_type" in ('oneTimeOrder', 'firstPurchaseSubscription')),
	CONSTRAINT "orders_shipping_location" CHECK ("orders"."shipping_location" in ('ship_to_home', 'ship_to_work')),
	CONSTRAINT "orders_payment_last4" CHECK ("orders"."payment_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"variant_id" text NOT NULL,
	"merchandise_id" text NOT NULL,
	"sku" text NOT NULL,
	"product_title" text NOT NULL,
	"variant_title" text NOT NULL,
	"product_type" text NOT NULL,
	"selling_plan_id" text,
	"quantity" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"compare_at_cents" integer,
	"subtotal_cents" integer NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");
--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");
