-- The staff list searched, filtered, sorted and paged in SQL at any size.
--
-- search_fold(): lower case without accents, the same answer as shared-domain's foldSearch() (NFD, combining marks
-- removed, lower case) for ASCII, Latin-1 and Latin Extended-A; server/test/teacher-search.test.ts checks every one.
CREATE FUNCTION search_fold(s text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(s,
    'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦĨĩĪīĬĭĮįİĲĴĵĶķĹĺĻļĽľĿŁŃńŅņŇňŊŌōŎŏŐőŒŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž',
    'aaaaaaæceeeeiiiiðnoooooøuuuuyþaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddđeeeeeeeeeegggggggghhħiiiiiiiiiĳjjkkllllllŀłnnnnnnŋooooooœrrrrrrssssssssttttŧuuuuuuuuuuuuwwyyyzzzzzz'))
$$;

-- One narrow row per teacher with what the list searches, filters and sorts by (folded), kept by a trigger on
-- teachers: a count or a search reads ~100 bytes a teacher instead of the whole record. `haystack` is
-- shared-domain's searchHaystack(): first, last, TEA ID, e-mail and record number.
-- The keys sort in byte order ("C"): folded, they read alphabetically, and both databases page them alike.
CREATE TABLE teacher_search (
  teacher_id uuid PRIMARY KEY REFERENCES teachers (id) ON DELETE CASCADE,
  haystack text NOT NULL,
  status text COLLATE "C" NOT NULL,
  last_key text COLLATE "C" NOT NULL,
  first_key text COLLATE "C" NOT NULL,
  tea_key integer NOT NULL,
  email_key text COLLATE "C" NOT NULL,
  district_key text COLLATE "C" NOT NULL
);

CREATE FUNCTION teacher_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO teacher_search (teacher_id, haystack, status, last_key, first_key, tea_key, email_key, district_key)
  VALUES (NEW.id,
          search_fold(concat_ws(' ', NEW.first_name, NEW.last_name, coalesce(NEW.tea_id::text, ''), coalesce(NEW.email, ''), NEW.ref::text)),
          NEW.teacher_status, search_fold(NEW.last_name), search_fold(NEW.first_name), coalesce(NEW.tea_id, -1),
          search_fold(coalesce(NEW.email, '')), search_fold(coalesce(NEW.district_name, '')))
  ON CONFLICT (teacher_id) DO UPDATE SET haystack = EXCLUDED.haystack, status = EXCLUDED.status, last_key = EXCLUDED.last_key,
    first_key = EXCLUDED.first_key, tea_key = EXCLUDED.tea_key, email_key = EXCLUDED.email_key, district_key = EXCLUDED.district_key;
  RETURN NULL;
END $$;

CREATE TRIGGER teacher_search_row AFTER INSERT OR UPDATE OF first_name, last_name, tea_id, teacher_status, doc ON teachers
  FOR EACH ROW EXECUTE FUNCTION teacher_search_row();

INSERT INTO teacher_search (teacher_id, haystack, status, last_key, first_key, tea_key, email_key, district_key)
SELECT id, search_fold(concat_ws(' ', first_name, last_name, coalesce(tea_id::text, ''), coalesce(email, ''), ref::text)),
       teacher_status, search_fold(last_name), search_fold(first_name), coalesce(tea_id, -1),
       search_fold(coalesce(email, '')), search_fold(coalesce(district_name, ''))
  FROM teachers;

-- The keyset orders (each ends on the id, so a page boundary is exact).
CREATE INDEX teacher_search_last_idx ON teacher_search (last_key, first_key, teacher_id);
CREATE INDEX teacher_search_first_idx ON teacher_search (first_key, last_key, teacher_id);
CREATE INDEX teacher_search_status_idx ON teacher_search (status, last_key, first_key, teacher_id);
CREATE INDEX teacher_search_tea_idx ON teacher_search (tea_key, last_key, first_key, teacher_id);
CREATE INDEX teacher_search_email_idx ON teacher_search (email_key, last_key, first_key, teacher_id);
CREATE INDEX teacher_search_district_idx ON teacher_search (district_key, last_key, first_key, teacher_id);

-- Trigram index for the search where the server has pg_trgm (PostgreSQL's contrib; the embedded database scans the
-- narrow table, which is fast enough at 100,000 rows). Skipped, not failed, where it is missing or not allowed.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE INDEX teacher_search_trgm_idx ON teacher_search USING gin (haystack gin_trgm_ops);
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm not allowed: the teacher search scans teacher_search';
    END;
  END IF;
END $$;
