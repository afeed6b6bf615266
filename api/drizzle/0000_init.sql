CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code" (
	"list_id" text NOT NULL,
	"code" text NOT NULL,
	"label_lg1" text NOT NULL,
	"label_lg2" text,
	"description_lg1" text,
	"description_lg2" text,
	"parent_code" text,
	"position" integer NOT NULL,
	"search_text" text NOT NULL,
	"sort_lg1" text NOT NULL,
	"sort_lg2" text NOT NULL,
	CONSTRAINT "code_list_id_code_pk" PRIMARY KEY("list_id","code")
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
--> statement-breakpoint
CREATE TABLE "id_sequence" (
	"name" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization" (
	"id" text PRIMARY KEY NOT NULL,
	"stamp" text,
	"label_lg1" text NOT NULL,
	"label_lg2" text,
	"unit_of" text[] DEFAULT '{}'::text[] NOT NULL,
	"deprecated" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partial_code" (
	"list_id" text NOT NULL,
	"parent_id" text NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "partial_code_list_id_code_pk" PRIMARY KEY("list_id","code")
);
--> statement-breakpoint
CREATE TABLE "resource" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"label_lg1" text NOT NULL,
	"label_lg2" text,
	"search_text" text NOT NULL,
	"sort_key" text NOT NULL,
	"validation_state" text NOT NULL,
	"dissemination_status" text,
	"creators" text[] DEFAULT '{}'::text[] NOT NULL,
	"contributors" text[] DEFAULT '{}'::text[] NOT NULL,
	"created" timestamp (3) with time zone NOT NULL,
	"modified" timestamp (3) with time zone NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "resource_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "resource_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resource_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"resource_id" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"user_id" text NOT NULL,
	"user_stamp" text,
	"version" integer NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stamp" (
	"stamp" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theme" (
	"id" text PRIMARY KEY NOT NULL,
	"notation" text NOT NULL,
	"label_lg1" text NOT NULL,
	"label_lg2" text,
	"parent_id" text
);
--> statement-breakpoint
CREATE INDEX "code_list_position_idx" ON "code" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "code_list_sort_lg1_idx" ON "code" USING btree ("list_id","sort_lg1");--> statement-breakpoint
CREATE INDEX "code_list_sort_lg2_idx" ON "code" USING btree ("list_id","sort_lg2");--> statement-breakpoint
CREATE INDEX "partial_code_parent_idx" ON "partial_code" USING btree ("parent_id","code");--> statement-breakpoint
CREATE INDEX "resource_kind_sort_idx" ON "resource" USING btree ("kind","sort_key");--> statement-breakpoint
CREATE INDEX "resource_kind_label_lg1_idx" ON "resource" USING btree ("kind","label_lg1");--> statement-breakpoint
CREATE INDEX "resource_kind_label_lg2_idx" ON "resource" USING btree ("kind","label_lg2");--> statement-breakpoint
CREATE INDEX "resource_history_resource_idx" ON "resource_history" USING btree ("kind","resource_id","id");