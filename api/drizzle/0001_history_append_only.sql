-- The history is append-only: refuse any change to a row once written, whoever asks.
CREATE FUNCTION resource_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'resource_history is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER resource_history_no_update_or_delete
  BEFORE UPDATE OR DELETE ON resource_history
  FOR EACH ROW EXECUTE FUNCTION resource_history_append_only();
