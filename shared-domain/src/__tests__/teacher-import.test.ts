import { autoMatchColumns, importMappingSchema, rowPatch, validateImportRow } from '../schemas/teacher-import';

/** The teacher list export's headers (shared-staff/src/teachers/list/teachers-csv.ts), in order. */
const TEACHER_CSV_HEADERS = [
  'Status',
  'Last Name',
  'First Name',
  'TEA ID',
  'Email',
  'District',
  'Campus',
  'Phone',
  'Location',
  'Field Supervisor',
  'Remaining Balance (USD)',
];

describe('teacher import helpers', () => {
  it('matches the teacher list export headers (not the assignment-derived Field Supervisor)', () => {
    expect(autoMatchColumns(TEACHER_CSV_HEADERS)).toEqual({
      Status: 'teacherStatus',
      'Last Name': 'name.last',
      'First Name': 'name.first',
      'TEA ID': 'teaId',
      Email: 'contact.email',
      District: 'placement.districtName',
      Campus: 'placement.campusName',
      Phone: 'contact.phoneNumber',
      Location: 'contact.location',
      'Remaining Balance (USD)': 'financials.remainingBalance',
    });
  });

  it('matches headers without case, spaces or punctuation, and one column per field', () => {
    expect(autoMatchColumns(['first_name', 'FIRST NAME', 'e-mail', 'contact.location'])).toEqual({
      first_name: 'name.first',
      'e-mail': 'contact.email',
      'contact.location': 'contact.location',
    });
  });

  it('builds the nested patch from the mapped, non-blank cells; takes off the export’s formula guard', () => {
    const patch = rowPatch(['A', 'B', 'C', 'D'], [' Ada ', '', "'+1 512 555 0100", 'x'], {
      A: 'name.first',
      B: 'name.last',
      C: 'contact.phoneNumber',
      D: '',
    });
    expect(patch).toEqual({ name: { first: 'Ada' }, contact: { phoneNumber: '+1 512 555 0100' } });
  });

  it('validates a new row with the record schema, and merges an existing record', () => {
    expect(validateImportRow(null, { name: { first: 'Ada' } })).toEqual({
      ok: false,
      errors: [{ field: 'name.last', message: 'Last name is required' }],
    });
    const existing = validateImportRow(null, { name: { first: 'Ada', last: 'Lovelace' }, contact: { location: 'London' } });
    if (!existing.ok) throw new Error('expected a valid row');
    const merged = validateImportRow(existing.body, { contact: { email: 'ada@example.org' } });
    expect(merged.ok && merged.body.contact).toMatchObject({ email: 'ada@example.org', location: 'London' });
  });

  it('refuses unknown fields and two columns filling one field', () => {
    expect(importMappingSchema.safeParse({ A: 'name.middle' }).success).toBe(false);
    const two = importMappingSchema.safeParse({ A: 'name.first', B: 'name.first' });
    expect(two.success ? null : two.error.issues[0].message).toBe('"A" and "B" both fill First Name');
  });
});
