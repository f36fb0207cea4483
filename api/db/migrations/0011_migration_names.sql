CREATE TABLE "schema_migrations" (
	"created_at" bigint PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	"hash" text NOT NULL
);
