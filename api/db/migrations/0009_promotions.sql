CREATE TABLE "promotions" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" integer NOT NULL,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_upper" CHECK ("promotions"."code" = upper("promotions"."code") and length("promotions"."code") between 1 and 100),
	CONSTRAINT "promotions_percent_off" CHECK ("promotions"."percent_off" between 1 and 100),
	CONSTRAINT "promotions_min_subtotal" CHECK ("promotions"."min_subtotal_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "code_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_code" text;