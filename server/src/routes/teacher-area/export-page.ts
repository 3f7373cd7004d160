import { formatDate, formatUsd, PROGRAM_NAME, PUBLIC_PROFILE_LABELS, type MyExport } from 'shared-domain';

const esc = (s: string | number | null | undefined) =>
  String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const day = (d: string | null | undefined) => (d ? esc(formatDate(d)) : '—');
// Each cell carries its column's name: on a phone a row reads as a card of 'name: value' lines.
const rows = (head: string[], cells: string[][]) =>
  cells.map((r) => `<tr>${r.map((c, i) => `<td data-label="${esc(head[i])}">${c}</td>`).join('')}</tr>`).join('');
const table = (head: string[], body: string[][], empty: string) =>
  body.length
    ? `<table><thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows(head, body)}</tbody></table>`
    : `<p>${esc(empty)}</p>`;

/** 'Download my data' as a readable page (print it to PDF from the browser): the record as the teacher may see it. */
export function exportPage(x: MyExport): string {
  const t = x.dashboard.teacher;
  const name = `${t.name.first} ${t.name.last}`.trim();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>My data: ${esc(name)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#111}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem}th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem}dt{font-weight:600}dd{margin:0 0 .5rem;overflow-wrap:anywhere}
@media (max-width:40rem){table,tbody,tr,td{display:block;width:auto}thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
tr{border:1px solid #999;margin-bottom:.75rem;padding:.25rem 0}td{border:0;padding:.125rem .5rem}td::before{content:attr(data-label) ": ";font-weight:600}}</style></head>
<body><main>
<h1>My data: ${esc(name)}</h1>
<p>${esc(PROGRAM_NAME)} · exported ${esc(new Date(x.exportedAt).toUTCString())}</p>
<h2>Contact details</h2>
<dl><dt>E-mail</dt><dd>${esc(x.contact.contact.email) || '—'}</dd><dt>Secondary e-mail</dt><dd>${esc(x.contact.contact.secondaryEmail) || '—'}</dd>
<dt>Phone</dt><dd>${esc(x.contact.contact.phoneNumber) || '—'}</dd><dt>Location</dt><dd>${esc(x.contact.contact.location) || '—'}</dd>
<dt>Reminders</dt><dd>${x.contact.notifications.email ? 'by e-mail' : 'not by e-mail'}, ${x.contact.notifications.sms ? 'by text' : 'not by text'}</dd></dl>
<h2>Where I stand</h2>
<p>Status: ${esc(t.teacherStatus)}. ${x.dashboard.standing ? esc(x.dashboard.standing.text) : 'No certification end date recorded.'}</p>
${table(
  ["What's left", 'Done', 'Who'],
  x.dashboard.whatsLeft.map((i) => [esc(i.label) + (i.detail ? ` (${esc(i.detail)})` : ''), i.done ? 'Yes' : 'No', esc(i.doneBy)]),
  'Nothing recorded.',
)}
<h2>Observations</h2>
${table(
  ['Date', 'Kind', 'Mode', 'Minutes', 'Feedback', 'Acknowledged', 'My reply'],
  x.observations.map((o) => [
    day(o.date),
    esc(o.kind),
    esc(o.mode),
    esc(o.minutes ?? ''),
    esc(o.feedback),
    day(o.acknowledgedAt),
    esc(o.reply ?? ''),
  ]),
  'No observations recorded.',
)}
<h2>Payments</h2>
<p>Balance: ${esc(formatUsd(x.ledger.financials.remainingBalance))}</p>
${table(
  ['Invoice', 'Description', 'Date', 'Due', 'Amount', 'Paid', 'Open'],
  x.ledger.charges.map((c) => [
    `INV-${c.number}`,
    esc(c.description),
    day(c.date),
    day(c.dueDate),
    esc(formatUsd(c.amount)),
    esc(formatUsd(c.paid)),
    esc(formatUsd(c.open)),
  ]),
  'No charges.',
)}
<h2>Talent-pool profile</h2>
<dl>${(Object.keys(PUBLIC_PROFILE_LABELS) as (keyof typeof PUBLIC_PROFILE_LABELS)[])
    .map((k) => {
      const v = x.profile[k];
      return `<dt>${esc(PUBLIC_PROFILE_LABELS[k])}</dt><dd>${esc(Array.isArray(v) ? v.join(', ') : v) || '—'}</dd>`;
    })
    .join('')}</dl>
<h2>Consent records</h2>
${table(
  ['Version', 'On', 'When', 'By', 'Hidden from'],
  x.consentHistory.map((c) => [
    String(c.version),
    c.on ? 'On' : 'Off',
    day(c.at),
    esc(c.by) + (c.reason ? `: ${esc(c.reason)}` : ''),
    esc([...c.hiddenDistricts, ...c.hiddenSchoolIds].join(', ')),
  ]),
  'No consent records.',
)}
<h2>Schools that asked for my details</h2>
${table(
  ['School', 'District', 'Asked', 'Answer'],
  x.requests.map((q) => [esc(q.schoolName), esc(q.districtName), day(q.createdAt), esc(q.status)]),
  'No school has asked.',
)}
</main></body></html>`;
}
