-- A signer may decline through the link instead of signing: the link is then used, and keeps when and why.
ALTER TABLE signature_links
  ADD COLUMN declined_at timestamptz,
  ADD COLUMN decline_reason text CHECK (decline_reason IS NULL OR char_length(decline_reason) <= 500);
