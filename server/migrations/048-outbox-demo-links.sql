-- On the demo data (a seeded_data_sets 'demo' row: its sign-ins are public anyway) the outbox keeps the one-time
-- link of a reset, invitation, sign-in or confirmation e-mail, so that a newcomer without SMTP can follow it from
-- the admin's Outbox page. The row is written only while the database holds the demo data, and the API shows it
-- only while it still does; a real program's database never has it.
ALTER TABLE outbox ADD COLUMN demo_link text CHECK (demo_link IS NULL OR secret_link);
