CREATE TABLE "resource_reference" (
	"from_kind" text NOT NULL,
	"from_id" text NOT NULL,
	"field" text NOT NULL,
	"position" integer NOT NULL,
	"to_kind" text NOT NULL,
	"to_id" text NOT NULL,
	CONSTRAINT "resource_reference_from_kind_from_id_field_position_pk" PRIMARY KEY("from_kind","from_id","field","position")
);
--> statement-breakpoint
CREATE TABLE "resource_unique" (
	"scope" text NOT NULL,
	"value" text NOT NULL,
	"kind" text NOT NULL,
	"id" text NOT NULL,
	CONSTRAINT "resource_unique_scope_value_pk" PRIMARY KEY("scope","value")
);
--> statement-breakpoint
ALTER TABLE "resource_reference" ADD CONSTRAINT "resource_reference_from_fk" FOREIGN KEY ("from_kind","from_id") REFERENCES "public"."resource"("kind","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_reference" ADD CONSTRAINT "resource_reference_to_fk" FOREIGN KEY ("to_kind","to_id") REFERENCES "public"."resource"("kind","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_unique" ADD CONSTRAINT "resource_unique_record_fk" FOREIGN KEY ("kind","id") REFERENCES "public"."resource"("kind","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_reference_to_idx" ON "resource_reference" USING btree ("to_kind","to_id");--> statement-breakpoint
CREATE INDEX "resource_unique_record_idx" ON "resource_unique" USING btree ("kind","id");--> statement-breakpoint
ALTER TABLE "partial_code" ADD CONSTRAINT "partial_code_code_fk" FOREIGN KEY ("parent_id","code") REFERENCES "public"."code"("list_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- What the code lists already stored, under the rules that now hold it: a partial list points to its
-- parent, list identifiers share one space, a list's IRI is its own.
INSERT INTO "resource_reference" ("from_kind", "from_id", "field", "position", "to_kind", "to_id")
  SELECT 'partialCodeList', "id", 'parentId', 0, 'codeList', "payload"->>'parentId' FROM "resource" WHERE "kind" = 'partialCodeList';--> statement-breakpoint
INSERT INTO "resource_unique" ("scope", "value", "kind", "id")
  SELECT 'id:codeList', "id", "kind", "id" FROM "resource" WHERE "kind" IN ('codeList', 'partialCodeList') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "resource_unique" ("scope", "value", "kind", "id")
  SELECT 'codeList.uri', "payload"->>'uri', "kind", "id" FROM "resource" WHERE "kind" = 'codeList' AND "payload"->>'uri' IS NOT NULL ON CONFLICT DO NOTHING;
