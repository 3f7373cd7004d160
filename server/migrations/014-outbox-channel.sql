-- The outbox also holds text messages (a supervisor's reminders by SMS). `to_addr` is then a phone number
-- in E.164 and `body` the text; SMS_URL sends them, without it they are kept as 'stored' like mail without SMTP.
ALTER TABLE outbox ADD COLUMN channel text NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'sms'));
