CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"customer_id" text REFERENCES "customers"("id") ON DELETE set null,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"topic_id" text NOT NULL,
	"topic_label" text NOT NULL,
	"order_number" text,
	"clinic_name" text,
	"message" text NOT NULL,
	"support_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"support_mailed_at" timestamp with time zone,
	"receipt_mailed_at" timestamp with time zone,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"mail_held_until" timestamp with time zone,
	"mail_last_error" text,
	CONSTRAINT "contact_messages_site" CHECK ("site" in ('DTC', 'HPSF'))
);
--> statement-breakpoint
CREATE INDEX "contact_messages_site_created_idx" ON "contact_messages" USING btree ("site","created_at");
--> statement-breakpoint
CREATE INDEX "contact_messages_unmailed_idx" ON "contact_messages" USING btree ("created_at") WHERE "support_mailed_at" is null or "receipt_mailed_at" is null;
