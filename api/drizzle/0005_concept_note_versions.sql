CREATE TABLE "concept_note_version" (
	"kind" text DEFAULT 'concept' NOT NULL,
	"concept_id" text NOT NULL,
	"version" integer NOT NULL,
	"scope_note_lg1" text,
	"scope_note_lg2" text,
	"definition_lg1" text,
	"definition_lg2" text,
	"editorial_note_lg1" text,
	"editorial_note_lg2" text,
	"change_note_lg1" text,
	"change_note_lg2" text,
	"definition_text" text DEFAULT '' NOT NULL,
	"valid_from" timestamp (3) with time zone NOT NULL,
	"valid_until" timestamp (3) with time zone,
	CONSTRAINT "concept_note_version_concept_id_version_pk" PRIMARY KEY("concept_id","version")
);
--> statement-breakpoint
ALTER TABLE "concept_note_version" ADD CONSTRAINT "concept_note_version_concept_fk" FOREIGN KEY ("kind","concept_id") REFERENCES "public"."resource"("kind","id") ON DELETE cascade ON UPDATE no action;