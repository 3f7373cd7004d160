/** When a run started, e.g. 'Nov 20, 2026, 6:00 AM'. */
export const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const emails = (n: number) => (n === 1 ? '1 e-mail queued' : `${n} e-mails queued`);
