// One fact, one answer. A fact about a teacher (an invoice's state, how late a field-supervision deadline is, a
// document's state, the field hours, what is left, a school's request, the profile card) shows on screens of several
// roles; each screen must say what the API says. The expectation is read from the API (an invoice's amounts and due
// date, the compliance row's status and next due day, a document's status, the hours' summary, a request's status)
// and turned into the product's words here, independently of the screens; then every screen that shows the fact is
// opened, at 1366 and at 390 px, and read.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { apiCall, apiToken, launch, newPage, settle, openSignedIn, DEMO, DEMO_PASSWORD } from '../lib/browser.mjs';

let browser;
before(async () => (browser = await launch()));
after(async () => browser?.close());

const T = { timeout: 20_000 };
const WIDTHS = {
  1366: { viewport: { width: 1366, height: 900 } },
  390: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};
const READY = 'ready-teacher@example.org';

/** The program's calendar day (the demo's settings keep the program in Texas's central time). */
const programToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
const dayNumber = (day) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shortDate = (day) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}, ${day.slice(0, 4)}`;
const late = (days) => `${days} ${days === 1 ? 'day' : 'days'} late`;

/** An invoice's state from its amounts and due date. */
const invoiceWord = (c, today) => (c.open <= 0 ? 'Paid' : c.dueDate < today ? 'Overdue' : c.paid > 0 ? 'Part paid' : 'Open');
const STANDING_WORDS = {
  overdue: 'Overdue',
  'at risk': 'At risk',
  complete: 'Complete',
  'on track': 'On track',
  'not applicable': 'Not applicable',
};
const REQUEST_WORDS = { pending: 'Pending', approved: 'Approved', denied: 'Denied' };
const documentWord = (status, requireVerification) =>
  !status
    ? 'Not uploaded'
    : status === 'verified'
      ? 'Verified'
      : status === 'returned'
        ? 'Returned'
        : requireVerification
          ? 'Awaiting verification'
          : 'Received';

/**
 * The text of the smallest row, list item, card or section around the visible element that says `text` (inside
 * `scope`, a CSS selector, when given): the place on the screen where that thing's facts are.
 */
async function around(page, text, scope = 'main') {
  await page.locator(scope).first().getByText(text).filter({ visible: true }).first().waitFor(T);
  return page.evaluate(
    ({ text, scope }) => {
      const root = document.querySelector(scope) ?? document.body;
      // A filter's options are not where a fact is shown.
      const says = (el) =>
        !el.closest('select, [role="search"]') &&
        el.getClientRects().length > 0 &&
        (el.textContent ?? '').replace(/\s+/g, ' ').includes(text);
      const hits = [...root.querySelectorAll('*')].filter((el) => says(el) && ![...el.children].some(says));
      const box = hits[0]?.closest('tr, li, [role="row"], [role="listitem"], article, section');
      return box ? box.innerText : null;
    },
    { text, scope },
  );
}

/** The text of the smallest visible row, list item or card that says every one of `parts`. */
async function rowSaying(page, parts) {
  await page.locator('main').getByText(parts[0]).filter({ visible: true }).first().waitFor(T);
  return page.evaluate((parts) => {
    const rows = [...document.querySelectorAll('main :is(tr, li, [role="row"], [role="listitem"], article)')].filter(
      (el) => el.getClientRects().length > 0 && parts.every((p) => el.innerText.replace(/\s+/g, ' ').includes(p)),
    );
    return rows.sort((a, b) => a.innerText.length - b.innerText.length)[0]?.innerText ?? null;
  }, parts);
}

/** Opens `path` and waits until its data has painted. */
async function open(page, path) {
  await page.goto(path);
  await settle(page, { main: true });
}

async function signedIn(width, email) {
  const page = await newPage(browser, WIDTHS[width]);
  await openSignedIn(page, email);
  return page;
}

for (const width of Object.keys(WIDTHS)) {
  test(`at ${width} px an invoice has one state for the teacher and the staff`, async () => {
    const token = await apiToken(DEMO.teacher);
    const me = (await apiCall('GET', 'me/teacher', { token })).body.teacher;
    const { charges } = (await apiCall('GET', 'me/ledger', { token })).body;
    const today = programToday();
    assert.ok(
      charges.some((c) => invoiceWord(c, today) === 'Overdue'),
      'the demo teacher has an overdue invoice',
    );

    const teacher = await signedIn(width, DEMO.teacher);
    const admin = await signedIn(width, DEMO.admin);
    await open(teacher, '/teacher/payments');
    await open(admin, `/admin/teachers/${me._id}`);
    for (const c of charges) {
      const word = invoiceWord(c, today);
      const label = `INV-${c.number}`;
      assert.match(await around(teacher, label), new RegExp(`\\b${word}\\b`), `${label} on the teacher's payments`);
      assert.match(await around(admin, label), new RegExp(`\\b${word}\\b`), `${label} in the staff's ledger`);
      if (word === 'Overdue') assert.match(await around(teacher, label), new RegExp(late(dayNumber(today) - dayNumber(c.dueDate))));
    }
    // The teacher's own invoice page and the dashboard's next due date say the same.
    const overdue = charges.find((c) => invoiceWord(c, today) === 'Overdue');
    await open(teacher, `/teacher/payments/invoices/${overdue._id}`);
    await teacher.getByRole('heading', { name: `Invoice INV-${overdue.number}`, level: 1 }).waitFor(T);
    assert.match(await teacher.locator('main').innerText(), /\bOverdue\b/);
    await open(teacher, '/teacher/dashboard');
    const next = (await apiCall('GET', 'me/ledger', { token })).body.nextDueDate;
    const dashboard = await around(teacher, 'Next due date');
    assert.match(dashboard, new RegExp(`${shortDate(next)} \\(${late(dayNumber(today) - dayNumber(next))}\\)`));
    for (const p of [teacher, admin]) assert.deepEqual(p.errors, []);
    await teacher.context().close();
    await admin.context().close();
  });

  test(`at ${width} px a field-supervision deadline is as late on the supervisor's, the staff's and the teacher's screens`, async () => {
    const rows = (await apiCall('GET', 'compliance', { token: await apiToken(DEMO.supervisor) })).body;
    const today = programToday();
    const lateRows = rows.filter((r) => r.nextDue && r.nextDue < today);
    assert.ok(lateRows.length > 0, 'the demo supervisor has an intern past a deadline');

    const supervisor = await signedIn(width, DEMO.supervisor);
    const admin = await signedIn(width, DEMO.admin);
    await open(supervisor, '/supervisor/dashboard');
    for (const r of rows) {
      const name = `${r.name.first} ${r.name.last}`;
      const row = await around(supervisor, name, 'main table, main [role="table"], main');
      assert.ok(row, `${name} on the supervisor's dashboard`);
      assert.match(row, new RegExp(STANDING_WORDS[r.status]), `${name}'s standing on the supervisor's dashboard`);
      if (r.nextDue && r.nextDue < today) assert.match(row, new RegExp(late(dayNumber(today) - dayNumber(r.nextDue))), name);
    }
    // Every teacher of the program on the staff's Field Supervision list: the API's standing and next due day.
    const all = (await apiCall('GET', 'compliance', { token: await apiToken(DEMO.admin) })).body;
    const nameOf = (r) => `${r.name.first} ${r.name.last}`;
    const unique = all.filter((r) => all.filter((x) => nameOf(x) === nameOf(r)).length === 1);
    assert.ok(unique.length > 40, 'the demo has teachers with one name each');
    let checked = 0;
    for (const page of [1, 2]) {
      await open(admin, `/admin/compliance?page=${page}`);
      await admin.getByText(/^Showing \d+–\d+ of \d+ teachers$/).waitFor(T);
      const shown = await admin.evaluate(() => document.querySelector('main').innerText);
      for (const r of unique.filter((x) => shown.includes(nameOf(x)))) {
        const row = await around(admin, nameOf(r));
        assert.match(row, new RegExp(STANDING_WORDS[r.status]), `${nameOf(r)}'s standing on Field Supervision`);
        if (r.nextDue) assert.match(row, new RegExp(shortDate(r.nextDue)), `${nameOf(r)}'s next due day`);
        checked += 1;
      }
    }
    assert.equal(checked, unique.length, 'every teacher read on one of the two pages');
    for (const r of lateRows) {
      const name = `${r.name.first} ${r.name.last}`;
      // The staff's Field Supervision list and the record: the same standing and next due day.
      await open(admin, `/admin/compliance?q=${encodeURIComponent(r.name.last)}`);
      const listed = await around(admin, name);
      assert.match(listed, /Overdue/, `${name} on Field Supervision`);
      assert.match(listed, new RegExp(shortDate(r.nextDue)));
      await open(admin, `/admin/teachers/${r.teacherId}`);
      const card = await around(admin, 'Field supervision (19 TAC 228)');
      assert.match(card, /Overdue/, `${name}'s record`);
      assert.match(card, new RegExp(`Next due\\s+${shortDate(r.nextDue)}`));
    }
    // The demo intern reads the same lateness on the dashboard of the teacher's own area.
    const own = rows.find((r) => r.name.last === 'Anderson' && r.name.first === 'Pablo');
    const teacher = await signedIn(width, DEMO.teacher);
    await open(teacher, '/teacher/dashboard');
    assert.match(
      await around(teacher, 'Next observation due'),
      new RegExp(`${shortDate(own.nextDue)} \\(${late(dayNumber(today) - dayNumber(own.nextDue))}\\)`),
    );
    for (const p of [supervisor, admin, teacher]) assert.deepEqual(p.errors, []);
    for (const p of [supervisor, admin, teacher]) await p.context().close();
  });

  test(`at ${width} px documents, field hours and what is left read the same to the teacher and the staff`, async () => {
    const token = await apiToken(DEMO.teacher);
    const me = (await apiCall('GET', 'me/teacher', { token })).body.teacher;
    const docs = (await apiCall('GET', `teachers/${me._id}/documents`, { token })).body;
    const hours = (await apiCall('GET', `teachers/${me._id}/field-hours`, { token })).body;

    const teacher = await signedIn(width, DEMO.teacher);
    const admin = await signedIn(width, DEMO.admin);
    await open(teacher, '/teacher/documents');
    await open(admin, `/admin/teachers/${me._id}`);
    const adminText = await admin.locator('main').innerText();
    for (const k of docs.kinds) {
      const word = documentWord(k.current?.status, docs.requireVerification);
      assert.match(await around(teacher, k.label, 'main'), new RegExp(word), `${k.label} on the teacher's Documents`);
      // The record's Forms Status and its Documents card name each required form with the same word.
      assert.match(adminText, new RegExp(`${k.label}\\s+(Required\\s+|Optional\\s+)?${word}`), `${k.label} in the staff's record`);
    }
    // Field hours: the API's one sentence, on both sides.
    await open(teacher, '/teacher/field-hours');
    assert.match(await teacher.locator('main').innerText(), new RegExp(hours.summary.text.replace(/[()]/g, '\\$&')));
    assert.match(adminText, new RegExp(hours.summary.text.replace(/[()]/g, '\\$&')), "the record's Field hours");

    // What's left: the record's "N of M open" and the teacher's "K items are done" count the same list.
    const counts = adminText.match(/(\d+) of (\d+) open/);
    assert.ok(counts, "the record's What's left");
    await open(teacher, '/teacher/dashboard');
    const done = (await teacher.locator('main').innerText()).match(/(\d+) items? (?:is|are) done/);
    assert.ok(done, "the teacher's What's left");
    assert.equal(Number(done[1]), Number(counts[2]) - Number(counts[1]));
    for (const p of [teacher, admin]) assert.deepEqual(p.errors, []);
    await teacher.context().close();
    await admin.context().close();
  });

  test(`at ${width} px a school's request and the teacher's profile card are one answer for the teacher, the school and staff`, async () => {
    const token = await apiToken(READY);
    const mine = (await apiCall('GET', 'me/teacher', { token })).body.teacher;
    const fullName = `${mine.name.first} ${mine.name.last}`;
    // Shown on both lists for the cards below, and back as it was at the end: other journeys start from the demo's state.
    const { consent: before, text } = (await apiCall('GET', 'me/consent', { token })).body;
    const consent = (on) =>
      apiCall('PUT', 'me/consent', { token, body: { on, hiddenSchoolIds: [], hiddenDistricts: [], textVersion: text.version } });
    assert.equal((await consent(true)).status, 200);

    const teacher = await signedIn(width, READY);
    const schoolPage = await signedIn(width, DEMO.school);
    const admin = await signedIn(width, DEMO.admin);
    try {
      // The teacher's own requests, each as the staff's Requests page says it.
      const { requests } = (await apiCall('GET', 'me/requests', { token })).body;
      assert.ok(requests.length > 0, 'the demo teacher has a request');
      await open(teacher, '/teacher/profile');
      await teacher.getByText('Requests from schools').waitFor(T);
      const asks = (await teacher.locator('main').innerText()).split('Requests from schools')[1];
      await open(admin, `/admin/requests?teacher=${mine._id}`);
      for (const r of requests) {
        const word = REQUEST_WORDS[r.status];
        const card = asks.split('\n').find((line) => line.includes(r.schoolName));
        assert.match(card, new RegExp(`\\b${word}\\b`), `the teacher's card of ${r.schoolName}`);
        const row = await rowSaying(admin, [r.schoolName, fullName]);
        assert.match(row, new RegExp(`\\b${word}\\b`), `the staff's row of ${r.schoolName}`);
      }
      // The demo school's requests, each as the staff's Requests page says it.
      const school = (await apiCall('POST', 'auth/signin', { body: { email: DEMO.school, password: DEMO_PASSWORD } })).body;
      const own = (await apiCall('GET', `requests/${school.user.profile}`, { token: school.token })).body.requests;
      assert.ok(own.length > 0, 'the demo school has requests');
      const schoolName = (await apiCall('GET', `schools/${school.user.profile}`, { token: school.token })).body.name;
      await open(schoolPage, '/school/requests');
      for (const r of own) {
        const name = `${r.teacher.name.first} ${r.teacher.name.last}`;
        assert.match(await around(schoolPage, name), new RegExp(`\\b${REQUEST_WORDS[r.status]}\\b`), `the school's row of ${name}`);
        await open(admin, `/admin/requests?teacher=${r.teacher._id}`);
        const row = await rowSaying(admin, [name, schoolName]);
        assert.match(row, new RegExp(`\\b${REQUEST_WORDS[r.status]}\\b`), `the staff's row of ${name}`);
      }

      // The profile card: the teacher's two previews are, fact for fact, the cards a visitor and the school get.
      const facts = (text) =>
        text
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => l && !/^(Sign In to View Profile|View Profile|Request Information|Requested|of )/.test(l));
      const preview = async (heading) => {
        const card = teacher.locator(`div:has(> h3:text-is("${heading}")) > [role="group"]`).first();
        await card.waitFor(T);
        return facts(await card.innerText());
      };
      const listed = async (page, name) => {
        const card = page.getByRole('listitem', { name }).filter({ visible: true }).first();
        await card.waitFor(T);
        return facts(await card.innerText());
      };
      const visitorPreview = await preview('A visitor on Browse teachers');
      const schoolPreview = await preview('A school on Find Teachers');
      const visitor = await newPage(browser, WIDTHS[width]);
      await open(visitor, '/browse');
      assert.deepEqual(await listed(visitor, `${mine.name.first} ${mine.name.last[0]}.`), visitorPreview, 'Browse and the preview');
      await open(schoolPage, '/school/teachers');
      await schoolPage.getByRole('searchbox', { name: 'Search teachers' }).fill(mine.name.last);
      const found = (await listed(schoolPage, fullName)).filter(
        (l) => !schoolPreview.includes(l) && !/^(Pending|Approved|Denied)\b/.test(l),
      );
      assert.deepEqual(found, [], 'Find Teachers shows nothing the school preview does not');
      assert.ok(schoolPreview.length > 5 && schoolPreview.includes(fullName), 'the school preview names the teacher');
      for (const p of [teacher, schoolPage, admin, visitor]) assert.deepEqual(p.errors, []);
      for (const p of [teacher, schoolPage, admin, visitor]) await p.context().close();
    } finally {
      await consent(before.on);
    }
  });
}
