DROP INDEX "resource_kind_sort_idx";--> statement-breakpoint
CREATE INDEX "resource_kind_sort_id_idx" ON "resource" USING btree ("kind","sort_key","id");