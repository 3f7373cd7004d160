import {
  countedObservations,
  csvRows,
  observationMinutes,
  type AdminDashboard,
  type ObservationLike,
  type StoredTeacher,
} from 'shared-domain';
import { COMPLIANCE_EXPORT_COLUMNS } from '../../src/repositories/compliance-repository';
import { TEACHER_FROM, TEACHER_JSON } from '../../src/repositories/teachers-sql';
import { call, useDemoApp } from '../support/test-app';

/**
 * The TEA export's lines are written by SQL (migration 031's csv_text over teacher_derived) and must
 * be the bytes the export wrote before, when JavaScript built them from whole records: this file keeps that older
 * export as the reference and compares, for the demo data and for hostile values.
 */
const { t, d } = useDemoApp();

/** The reference export, from whole records in name order with lines by csvRows: the SQL-written one must equal it. */
async function referenceExport(): Promise<string> {
  const rows = await t.db.query<{ j: StoredTeacher; cert: string; sup: string; svName: string | null }>(
    `SELECT ${TEACHER_JSON} AS j, coalesce(t.doc #>> '{certificationInfo,certType}', '') AS cert,
            coalesce(t.doc #>> '{supervisions,supervisor}', '') AS sup,
            CASE WHEN sv.id IS NULL THEN NULL ELSE sv.first_name || ' ' || sv.last_name END AS "svName"
       FROM ${TEACHER_FROM} ORDER BY t.last_name, t.first_name, t.id`,
  );
  const lines = rows.flatMap((r) =>
    countedObservations(r.j.supervisions.list as readonly ObservationLike[]).map((o) => ({
      teaId: r.j.teaId ?? '',
      last: r.j.name.last,
      first: r.j.name.first,
      certificate: r.cert,
      date: o.date,
      kind: o.kind ?? 'formal',
      mode: o.mode ?? 'in person',
      minutes: observationMinutes(o.duration),
      pre: o.preConferenceDate ?? '',
      post: o.postConferenceDate ?? '',
      supervisor: r.svName ?? r.sup,
    })),
  );
  return (
    csvRows([Object.fromEntries(COMPLIANCE_EXPORT_COLUMNS.map((c) => [c.key, c.header]))], COMPLIANCE_EXPORT_COLUMNS) +
    csvRows(lines, COMPLIANCE_EXPORT_COLUMNS)
  );
}

const exportCsv = async () => {
  const res = await call<string>(t.app, 'GET', '/api/compliance?format=csv', { token: d.tokens.admin });
  expect(res.status).toBe(200);
  return res.body;
};

describe('the TEA export written by SQL', () => {
  it('is byte for byte the export JavaScript wrote, for the demo data', async () => {
    const body = await exportCsv();
    expect(body.split('\r\n').length).toBeGreaterThan(10);
    expect(body).toBe(await referenceExport());
  });

  it('quotes and guards hostile names, certificates, conference dates and supervisor texts exactly as before', async () => {
    const [intern] = await t.db.query<{ id: string }>(
      `SELECT t.id FROM teachers t JOIN assignments a ON a.teacher_id = t.id AND a.is_current AND a.supervisor_id IS NOT NULL
        WHERE jsonb_array_length(coalesce(t.doc #> '{supervisions,list}', '[]')) > 0 ORDER BY t.last_name LIMIT 1`,
    );
    const before = await exportCsv();
    // Written straight to the tables (not through the API's validation): whatever a record holds, the export is safe.
    const obs = [
      { date: '2026-01-05', duration: 45, kind: 'formal', mode: 'in person', preConferenceDate: '\t=1', postConferenceDate: '\u3000-2' },
      { date: '2026-01-12', duration: '50 minutes', preConferenceDate: '＝SUM(A1)', postConferenceDate: 'a "quoted", line\nbreak' },
      { date: '2026-01-19T10:00', duration: 60, mode: 'virtual', postConferenceDate: '2026-01-20T09:00' },
      { date: '2026-01-26', duration: 30 },
      { date: '2026-02-02', duration: 45, kind: 'informal' },
    ];
    await t.db.query(
      `UPDATE teachers SET first_name = $2, last_name = $3,
              doc = jsonb_set(jsonb_set(jsonb_set(doc, '{certificationInfo,certType}', to_jsonb($4::text)),
                    '{supervisions,supervisor}', to_jsonb($5::text)), '{supervisions,list}', $6::jsonb)
        WHERE id = $1`,
      [intern.id, '=HYPERLINK("http://x")', 'O"Brien, Jr.\r\nIII', '\u00a0+cmd', ' @x, "y"', JSON.stringify(obs)],
    );
    // Its supervisor's name comes from the supervisors' table: a hostile one there too.
    await t.db.query(
      `UPDATE supervisors SET first_name = '-2+3', last_name = '@A1' WHERE id = (SELECT supervisor_id FROM assignments WHERE teacher_id = $1 AND is_current)`,
      [intern.id],
    );
    const withSupervisor = await exportCsv();
    expect(withSupervisor).not.toBe(before);
    expect(withSupervisor).toBe(await referenceExport());
    expect(withSupervisor).toContain(`,"'=HYPERLINK(""http://x"")",`);
    expect(withSupervisor).toContain(`"O""Brien, Jr.\r\nIII"`);
    expect(withSupervisor).toContain(`,'\u00a0+cmd,2026-01-05,formal,in person,45,'\t=1,'\u3000-2,'-2+3 @A1\r\n`);
    expect(withSupervisor).toContain(`,2026-01-12,formal,in person,50,'＝SUM(A1),"a ""quoted"", line\nbreak",`);
    expect(withSupervisor).toContain(`,2026-01-19T10:00,formal,virtual,60,,2026-01-20T09:00,`);
    // Three lines: the 30-minute and the informal observations do not count.
    expect(withSupervisor.split(`"'=HYPERLINK(""http://x"")"`).length - 1).toBe(3);

    // Without an assigned supervisor the record's own text is written (guarded and quoted).
    await t.db.query('UPDATE assignments SET supervisor_id = NULL WHERE teacher_id = $1 AND is_current', [intern.id]);
    const withText = await exportCsv();
    expect(withText).toBe(await referenceExport());
    expect(withText).toContain(`,'\t=1,'\u3000-2,"' @x, ""y"""\r\n`);

    // Rows not computed since migration 032 (no stored lines: the background has not reached them) are written by the
    // older SQL: the same bytes, hostile values included.
    await t.db.query('UPDATE teacher_derived SET export_lines = NULL');
    expect(await exportCsv()).toBe(withText);
  });
});

describe('the dashboard reads the names kept with the derived rows', () => {
  it("shows a renamed teacher's new name in its alert group, in name order", async () => {
    const dash = (await call<AdminDashboard>(t.app, 'GET', '/api/dashboard', { token: d.tokens.admin })).body;
    const alert = dash.alerts.find((a) => 'teacherId' in a && a.kind === 'forms-pending') as { teacherId: string; kind: string };
    expect(alert).toBeDefined();
    await t.db.query(`UPDATE teachers SET first_name = 'Aaron', last_name = 'Aardvark' WHERE id = $1`, [alert.teacherId]);
    const after = (await call<AdminDashboard>(t.app, 'GET', '/api/dashboard', { token: d.tokens.admin })).body;
    const group = after.alerts.filter((a) => a.kind === 'forms-pending') as { teacherId: string; name: string }[];
    expect(group[0]).toMatchObject({ teacherId: alert.teacherId, name: 'Aaron Aardvark' });
    expect(after.alertTotals['forms-pending']).toBe(dash.alertTotals['forms-pending']);
  });
});
