CREATE TABLE "client_errors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"component_stack" text,
	"route" text NOT NULL,
	"build_id" text NOT NULL,
	"request_id" text,
	"report_request_id" text NOT NULL,
	"user_agent" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_errors_site" CHECK ("client_errors"."site" in ('DTC', 'HPSF')),
	CONSTRAINT "client_errors_kind" CHECK ("client_errors"."kind" in ('error', 'unhandledrejection', 'boundary'))
);
--> statement-breakpoint
CREATE INDEX "client_errors_received_idx" ON "client_errors" USING btree ("received_at");