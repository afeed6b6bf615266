CREATE TABLE "document_file" (
	"kind" text DEFAULT 'document' NOT NULL,
	"document_id" text NOT NULL,
	"revision" uuid NOT NULL,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "document_file_kind_document_id_pk" PRIMARY KEY("kind","document_id"),
	CONSTRAINT "document_file_revision_unique" UNIQUE("revision"),
	CONSTRAINT "document_file_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "document_file_chunk" (
	"revision" uuid NOT NULL,
	"position" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "document_file_chunk_revision_position_pk" PRIMARY KEY("revision","position")
);
--> statement-breakpoint
ALTER TABLE "document_file" ADD CONSTRAINT "document_file_document_fk" FOREIGN KEY ("kind","document_id") REFERENCES "public"."resource"("kind","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_file_chunk" ADD CONSTRAINT "document_file_chunk_revision_fk" FOREIGN KEY ("revision") REFERENCES "public"."document_file"("revision") ON DELETE cascade ON UPDATE no action;