CREATE TABLE "content_pages" (
	"site" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"sections" jsonb NOT NULL,
	"published" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_pages_site_slug_pk" PRIMARY KEY("site","slug"),
	CONSTRAINT "content_pages_site" CHECK ("content_pages"."site" in ('DTC', 'HPSF'))
);
--> statement-breakpoint
CREATE TABLE "route_rules" (
	"site" text NOT NULL,
	"from_path" text NOT NULL,
	"target" text NOT NULL,
	CONSTRAINT "route_rules_site_from_path_pk" PRIMARY KEY("site","from_path"),
	CONSTRAINT "route_rules_site" CHECK ("route_rules"."site" in ('DTC', 'HPSF'))
);
