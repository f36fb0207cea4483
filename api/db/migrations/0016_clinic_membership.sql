-- Joining a clinic becomes a request: a membership is 'pending' until the member's confirmed email
-- is on a domain the clinic registered, or an operator approves it. The clinic's account group and
-- sold-to (its Program Discount and prescription line) are the member's only once it is verified.
CREATE TABLE "clinic_email_domains" (
	"clinic_id" text NOT NULL REFERENCES "clinics"("id") ON DELETE cascade,
	"domain" text NOT NULL,
	CONSTRAINT "clinic_email_domains_clinic_id_domain_pk" PRIMARY KEY("clinic_id","domain"),
	CONSTRAINT "clinic_email_domains_lower" CHECK ("clinic_email_domains"."domain" = lower("clinic_email_domains"."domain"))
);
--> statement-breakpoint
ALTER TABLE "customer_clinics" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;
--> statement-breakpoint
ALTER TABLE "customer_clinics" ADD COLUMN "decided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "customer_clinics" ADD COLUMN "decided_by" text;
--> statement-breakpoint
ALTER TABLE "customer_clinics" ADD CONSTRAINT "customer_clinics_status" CHECK ("customer_clinics"."status" in ('pending', 'verified'));
--> statement-breakpoint
CREATE INDEX "customer_clinics_pending_idx" ON "customer_clinics" USING btree ("status","joined_at");
--> statement-breakpoint
-- Memberships made before this were self-granted: each waits for an operator now (npm run staff --
-- pending / approve), and gives up the clinic's account group and sold-to until it is approved.
UPDATE "identities" SET "account_group" = NULL, "store_sold_to" = NULL, "updated_at" = now()
WHERE "customer_id" IN (SELECT "customer_id" FROM "customer_clinics");
--> statement-breakpoint
DELETE FROM "metafields" WHERE "namespace" = 'custom' AND "key" IN ('sold_to', 'clinic_zip')
AND "customer_id" IN (SELECT "customer_id" FROM "customer_clinics");
