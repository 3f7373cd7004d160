-- Which seed data set a database holds. The demo seed (npm run seed -- --demo, run by npm start for a
-- newcomer) writes 'demo'; while that row is there the runtime config says demoData (the pages' "Demo data" banner,
-- its sign-ins being public). A backup carries the row, so a restored demo stays marked.
CREATE TABLE seeded_data_sets (
  name text PRIMARY KEY CHECK (name IN ('demo')),
  loaded_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
-- A database that got the demo data before this migration (the demo admin's account is there) is marked too: its
-- sign-ins are the public ones until someone changes them.
INSERT INTO seeded_data_sets (name)
SELECT 'demo' WHERE EXISTS (SELECT 1 FROM users WHERE lower(email) = 'admin@example.org');
