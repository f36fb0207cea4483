-- An order is written before its card is charged ('pending_payment', no authorisation yet) and
-- marked placed once the charge is approved, so a crash between the two leaves an order beside the
-- charge, never a charge without one (api/features/checkout/place-order.ts).
ALTER TABLE "orders" DROP CONSTRAINT "orders_status";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending_payment', 'placed', 'cancelled'));
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_authorization" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid" CHECK ("orders"."status" = 'pending_payment' or "orders"."payment_authorization" is not null);
--> statement-breakpoint
-- the Idempotency-Key of the request that wrote the order: that request asked again (after a crash)
-- resumes the pending order, while any other request on the cart is refused as before
ALTER TABLE "orders" ADD COLUMN "request_key" text;
