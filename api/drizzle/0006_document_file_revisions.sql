CREATE TABLE "document_file_revision" (
	"revision" uuid PRIMARY KEY NOT NULL,
	"readers" integer DEFAULT 0 NOT NULL,
	"read_until" timestamp (3) with time zone
);
--> statement-breakpoint
-- Every stored file's content becomes a revision of its own, kept.
INSERT INTO "document_file_revision" ("revision") SELECT "revision" FROM "document_file";
--> statement-breakpoint
ALTER TABLE "document_file_chunk" DROP CONSTRAINT "document_file_chunk_revision_fk";
--> statement-breakpoint
ALTER TABLE "document_file" ADD CONSTRAINT "document_file_revision_fk" FOREIGN KEY ("revision") REFERENCES "public"."document_file_revision"("revision") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_file_chunk" ADD CONSTRAINT "document_file_chunk_revision_fk" FOREIGN KEY ("revision") REFERENCES "public"."document_file_revision"("revision") ON DELETE cascade ON UPDATE no action;