-- The requireDocumentVerification setting: each of the two intern forms gains "verified" and who verified it when.
-- Forms already uploaded start unverified: an admin verifies them (the checklist counts them once verified while
-- the setting is on).
UPDATE teachers
   SET doc = jsonb_set(jsonb_set(doc,
         '{formsStatus,mentorHandbookFormsUploaded}',
         jsonb_build_object('verified', false, 'verifiedBy', '', 'verifiedAt', '') || coalesce(doc #> '{formsStatus,mentorHandbookFormsUploaded}', '{"uploaded": false, "link": ""}')),
         '{formsStatus,internMentorAttestationForm}',
         jsonb_build_object('verified', false, 'verifiedBy', '', 'verifiedAt', '') || coalesce(doc #> '{formsStatus,internMentorAttestationForm}', '{"uploaded": false, "link": ""}'))
 WHERE jsonb_typeof(doc -> 'formsStatus') = 'object'
   AND NOT (doc #> '{formsStatus,mentorHandbookFormsUploaded}' ? 'verified' AND doc #> '{formsStatus,internMentorAttestationForm}' ? 'verified');
