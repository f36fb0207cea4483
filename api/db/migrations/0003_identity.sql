CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"accepts_marketing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_site" CHECK ("customers"."site" in ('DTC', 'HPSF'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customers_site_email_idx" ON "customers" USING btree ("site","email");
--> statement-breakpoint
CREATE TABLE "identities" (
	"customer_id" text PRIMARY KEY NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"password_hash" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"role_code" text,
	"graduation_year" text,
	"preferred_ship_to" text,
	"store_sold_to" text,
	"current_school_name" text,
	"account_group" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identities_ship_to" CHECK ("identities"."preferred_ship_to" is null or "identities"."preferred_ship_to" in ('clinic', 'home'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL UNIQUE,
	"customer_id" text NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"site" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id");
--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL UNIQUE,
	"customer_id" text NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "one_time_tokens_purpose" CHECK ("one_time_tokens"."purpose" in ('reset', 'verify'))
);
--> statement-breakpoint
CREATE INDEX "one_time_tokens_customer_idx" ON "one_time_tokens" USING btree ("customer_id");
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"site" text NOT NULL,
	"email" text NOT NULL,
	"customer_id" text REFERENCES "customers"("id") ON DELETE set null,
	"address" text NOT NULL,
	"reason" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_failures_email_idx" ON "login_failures" USING btree ("site","email","occurred_at");
--> statement-breakpoint
CREATE TABLE "metafields" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "metafields_owner_key_idx" ON "metafields" USING btree ("customer_id","namespace","key");
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street_address" text NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"sf_home_delivery_only" boolean DEFAULT false NOT NULL,
	"account_group" text NOT NULL,
	"sold_to" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "clinics_zip_idx" ON "clinics" USING btree ("zip");
--> statement-breakpoint
CREATE TABLE "customer_clinics" (
	"customer_id" text NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"clinic_id" text NOT NULL REFERENCES "clinics"("id") ON DELETE cascade,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_clinics_customer_id_clinic_id_pk" PRIMARY KEY("customer_id","clinic_id")
);
--> statement-breakpoint
CREATE TABLE "identity_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"material" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
