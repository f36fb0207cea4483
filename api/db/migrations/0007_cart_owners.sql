ALTER TABLE "carts" ADD COLUMN "owner_customer_id" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "owner_guest_key" text;--> statement-breakpoint
CREATE INDEX "carts_owner_customer_idx" ON "carts" USING btree ("owner_customer_id");--> statement-breakpoint
-- Carts made before owners were kept: a customer's persisted cart and a cart that became a
-- customer's order are that customer's; any other old cart has no owner and nobody may use it.
UPDATE "carts" SET "owner_customer_id" = m."customer_id" FROM "metafields" m
  WHERE m."namespace" = 'profeeding' AND m."key" = 'persisted_cart_id' AND m."value" = "carts"."id";--> statement-breakpoint
UPDATE "carts" SET "owner_customer_id" = o."customer_id" FROM "orders" o
  WHERE o."cart_id" = "carts"."id" AND o."customer_id" IS NOT NULL AND "carts"."owner_customer_id" IS NULL;
