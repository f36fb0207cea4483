ALTER TABLE "carts" ALTER COLUMN "state" SET DATA TYPE json USING "state"::json;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response_body" SET DATA TYPE json USING "response_body"::json;
