import type { AdminDashboard, OutboxMessage, Supervisor, SystemSettings, Teacher } from 'shared-domain';
import { call, useDemoApp, changeSettings } from '../support/test-app';

/** autoAssignSupervisors and systemNotifications.supervisorAssignments change what a placement does. */
const { t, d } = useDemoApp();
const admin = () => ({ token: d.tokens.admin });

const settings = (change: (s: SystemSettings) => void) => changeSettings(t.app, d.tokens.admin, change);

async function supervisor(email: string, last: string, maxTeachers: number, extra: object = {}): Promise<Supervisor> {
  const res = await call<{ supervisor: Supervisor }>(t.app, 'POST', '/api/supervisors/register', {
    ...admin(),
    body: {
      email,
      password: 'strong-pass-1',
      name: { first: 'Auto', last },
      contactInfo: { phone: '(512) 555-0101' },
      credentials: { certification: 'Principal EC-12', yearsExperience: 3, specializations: [] },
      schoolId: d.pendingSchool._id,
      settings: { maxTeachers, ...extra },
    },
  });
  expect(res.status).toBe(201);
  return res.body.supervisor;
}

async function teacher(first: string): Promise<Teacher> {
  const res = await call<Teacher>(t.app, 'POST', '/api/teachers', { ...admin(), body: { name: { first, last: 'Placed' } } });
  expect(res.status).toBe(201);
  return res.body;
}

const place = (id: string, supervisorId: string | null = null) =>
  call<Teacher>(t.app, 'PUT', `/api/teachers/${id}/assignment`, {
    ...admin(),
    body: { schoolId: d.pendingSchool._id, supervisorId, status: 'active', startDate: '', endDate: '' },
  });

const assignmentMails = async (teacherFirst: string) =>
  (await call<OutboxMessage[]>(t.app, 'GET', '/api/outbox', admin())).body.filter(
    (m) => m.kind === 'supervisor-assigned' && m.subject.includes(`${teacherFirst} Placed`),
  );

describe('autoAssignSupervisors', () => {
  it("gives a placement without a supervisor the school's supervisor with the most room, and none when all are full", async () => {
    const small = await supervisor('auto.small@example.org', 'Small', 1);
    const large = await supervisor('auto.large@example.org', 'Large', 2);
    const [one, two, three, four] = await Promise.all(['One', 'Two', 'Three', 'Four'].map(teacher));

    await settings((s) => (s.internshipProgram.autoAssignSupervisors = false));
    expect((await place(one._id)).body.assignment?.supervisorId).toBeNull();

    await settings((s) => (s.internshipProgram.autoAssignSupervisors = true));
    const first = await place(one._id);
    expect(first.status).toBe(200);
    expect(first.body.assignment).toMatchObject({ supervisorId: large._id, supervisorName: 'Auto Large' });
    const [mail] = await assignmentMails('One');
    expect(mail).toMatchObject({ to: 'auto.large@example.org', subject: 'New teacher assigned to you: One Placed' });
    expect(mail.body).toContain('assigned automatically');

    // One place left each: the tie goes by name (Large before Small); then Small; then nobody has room.
    expect((await place(two._id)).body.assignment?.supervisorId).toBe(large._id);
    expect((await place(three._id)).body.assignment?.supervisorId).toBe(small._id);
    const none = await place(four._id);
    expect(none.status).toBe(200);
    expect(none.body.assignment).toMatchObject({ schoolId: d.pendingSchool._id, supervisorId: null });
    // ... and the dashboard says so while auto-assignment is on.
    const alerts = async () => (await call<AdminDashboard>(t.app, 'GET', '/api/dashboard', admin())).body.alerts;
    expect(await alerts()).toContainEqual({
      kind: 'supervisor-needed',
      severity: 'warning',
      teacherId: four._id,
      name: 'Four Placed',
      schoolName: d.pendingSchool.name,
    });

    // The admin takes the supervisor off a placement: it stays off (not assigned straight back).
    const off = await call<Teacher>(t.app, 'PUT', `/api/teachers/${three._id}/assignment`, {
      ...admin(),
      body: { schoolId: d.pendingSchool._id, supervisorId: null, status: 'active', startDate: '', endDate: '' },
    });
    expect(off.body.assignment?.supervisorId).toBeNull();
    await settings((s) => (s.internshipProgram.autoAssignSupervisors = false));
    expect((await alerts()).some((a) => a.kind === 'supervisor-needed')).toBe(false);
  });
});

describe('systemNotifications.supervisorAssignments', () => {
  it('e-mails the supervisor of a new placement while on, and not while off or when it wants no e-mail', async () => {
    const sup = await supervisor('assign.mail@example.org', 'Mail', 10);
    const [five, six, seven] = await Promise.all(['Five', 'Six', 'Seven'].map(teacher));

    await settings((s) => (s.systemNotifications.supervisorAssignments = false));
    expect((await place(five._id, sup._id)).status).toBe(200);
    expect(await assignmentMails('Five')).toEqual([]);

    await settings((s) => (s.systemNotifications.supervisorAssignments = true));
    expect((await place(six._id, sup._id)).status).toBe(200);
    const [mail] = await assignmentMails('Six');
    expect(mail).toMatchObject({ to: 'assign.mail@example.org', subject: 'New teacher assigned to you: Six Placed' });
    expect(mail.body).not.toContain('automatically');
    // Saving the same placement again is not a new assignment.
    expect((await place(six._id, sup._id)).status).toBe(200);
    expect(await assignmentMails('Six')).toHaveLength(1);

    const quiet = await call(t.app, 'PATCH', `/api/supervisors/${sup._id}`, {
      ...admin(),
      body: { settings: { notificationPreferences: { email: false } } },
    });
    expect(quiet.status).toBe(200);
    expect((await place(seven._id, sup._id)).status).toBe(200);
    expect(await assignmentMails('Seven')).toEqual([]);
  });
});
