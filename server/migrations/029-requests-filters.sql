-- The Requests page filters by school or status and pages newest first, in SQL.
CREATE INDEX requests_school_created_idx ON requests (school_id, created_at DESC);
CREATE INDEX requests_status_created_idx ON requests (status, created_at DESC);
