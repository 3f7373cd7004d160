-- The program's forms signed through one-time links besides the mentor's acknowledgement: the principal signs the
-- Intern Mentor Attestation Form and the mentor the mentor's agreement (no observation). A signature names the
-- version of the text signed and the teacher's document its PDF was stored as.
-- signature_links and signatures are created in this shape by 054 on a fresh database (054 sorts after this file);
-- a database that has 054 in its first shape gets the same shape here.
DO $$
BEGIN
  IF to_regclass('signature_links') IS NOT NULL AND to_regclass('signatures') IS NOT NULL THEN
    ALTER TABLE signature_links DROP CONSTRAINT signature_links_purpose_check;
    ALTER TABLE signature_links ADD CONSTRAINT signature_links_purpose_check
      CHECK (purpose IN ('observation-feedback', 'intern-mentor-attestation', 'mentor-agreement'));
    ALTER TABLE signature_links DROP CONSTRAINT signature_links_signer_role_check;
    ALTER TABLE signature_links ADD CONSTRAINT signature_links_signer_role_check CHECK (signer_role IN ('mentor', 'principal'));
    ALTER TABLE signature_links ALTER COLUMN observation_id DROP NOT NULL;
    ALTER TABLE signatures DROP CONSTRAINT signatures_purpose_check;
    ALTER TABLE signatures ADD CONSTRAINT signatures_purpose_check
      CHECK (purpose IN ('observation-feedback', 'intern-mentor-attestation', 'mentor-agreement'));
    ALTER TABLE signatures DROP CONSTRAINT signatures_signer_role_check;
    ALTER TABLE signatures ADD CONSTRAINT signatures_signer_role_check CHECK (signer_role IN ('mentor', 'principal'));
    ALTER TABLE signatures ADD COLUMN IF NOT EXISTS text_version text NOT NULL DEFAULT '';
    ALTER TABLE signatures ADD COLUMN IF NOT EXISTS document_id uuid REFERENCES documents (id) ON DELETE SET NULL;
  END IF;
END $$;
