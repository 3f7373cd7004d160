-- Reset and invitation e-mails carry a one-time link that must not sit in a table every admin can read. Their
-- rows keep the body with the link masked ('[link sent by e-mail only]', LINK_MASK in outbox-repository.ts);
-- only the server that wrote a row holds the real text, in memory, to hand to SMTP. secret_link tells every
-- other server (replicas, later runs) to leave such a row alone.
ALTER TABLE outbox ADD COLUMN secret_link boolean NOT NULL DEFAULT false;

-- Rows written before this migration hold usable links: mask them. An unsent one can then never be sent.
UPDATE outbox
SET secret_link = true,
    body = regexp_replace(body, '\S*/reset-password\?token=\S*', '[link sent by e-mail only]', 'g')
WHERE kind IN ('password-reset', 'invitation') OR body ~ '/reset-password\?token=';

UPDATE outbox
SET status = 'failed',
    last_error = 'Not sent before the upgrade that stopped storing links. The link is not stored, so this e-mail cannot be sent again: send a new link.'
WHERE secret_link AND status IN ('pending', 'failed');
