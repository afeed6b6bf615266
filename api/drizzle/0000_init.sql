CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dissemination_status" (
	"id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"label_lg1" text NOT NULL,
	"label_lg2" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "dissemination_status_url_unique" UNIQUE("url")
);
