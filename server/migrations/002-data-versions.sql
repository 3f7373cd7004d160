-- Versions of the tables behind the cached list endpoints (teachers/all, schools/all, supervisors/all, requests):
-- a writing transaction bumps the version of every such table it changed, once, at COMMIT (deferred constraint
-- triggers). A reader that sees version N therefore sees every change committed up to N; a cache keyed by the
-- versions it read is never older than they are. Every bump first takes the '_all' row, so writers that touch
-- several tables queue in one order (no deadlock between them), and only for the instant of their commit.
CREATE TABLE data_versions (name text PRIMARY KEY, v bigint NOT NULL DEFAULT 0);
-- '_epoch' tells one database from another (a restore into a new database starts with new numbers).
INSERT INTO data_versions (name, v) VALUES
  ('_epoch', floor(random() * 1e15)::bigint), ('_all', 0), ('teachers', 0), ('assignments', 0), ('schools', 0),
  ('supervisors', 0), ('requests', 0), ('users', 0);

CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR coalesce(current_setting('portal.bumped_' || TG_TABLE_NAME, true), '') = '' THEN
    PERFORM set_config('portal.bumped_' || TG_TABLE_NAME, '1', true);
    UPDATE data_versions SET v = v + 1 WHERE name = '_all';
    UPDATE data_versions SET v = v + 1 WHERE name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['teachers', 'assignments', 'schools', 'supervisors', 'requests', 'users'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED
                    FOR EACH ROW EXECUTE FUNCTION bump_data_version()', t || '_version', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version()',
                   t || '_version_truncate', t);
  END LOOP;
END $$;
