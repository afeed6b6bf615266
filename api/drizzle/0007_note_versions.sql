CREATE TABLE "note_version" (
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"version" integer NOT NULL,
	"notes" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"valid_from" timestamp (3) with time zone NOT NULL,
	"valid_until" timestamp (3) with time zone,
	CONSTRAINT "note_version_kind_record_id_version_pk" PRIMARY KEY("kind","record_id","version")
);
--> statement-breakpoint
-- The concepts' versions move to the table every kind with versioned notes shares (issue 22, item 5).
INSERT INTO "note_version" ("kind", "record_id", "version", "notes", "texts", "valid_from", "valid_until")
SELECT "kind", "concept_id", "version",
	jsonb_build_object(
		'scopeNoteLg1', "scope_note_lg1", 'scopeNoteLg2', "scope_note_lg2",
		'definitionLg1', "definition_lg1", 'definitionLg2', "definition_lg2",
		'editorialNoteLg1', "editorial_note_lg1", 'editorialNoteLg2', "editorial_note_lg2",
		'changeNoteLg1', "change_note_lg1", 'changeNoteLg2', "change_note_lg2"
	),
	jsonb_build_object('definition', "definition_text"),
	"valid_from", "valid_until"
FROM "concept_note_version";--> statement-breakpoint
DROP TABLE "concept_note_version" CASCADE;--> statement-breakpoint
ALTER TABLE "note_version" ADD CONSTRAINT "note_version_record_fk" FOREIGN KEY ("kind","record_id") REFERENCES "public"."resource"("kind","id") ON DELETE cascade ON UPDATE no action;