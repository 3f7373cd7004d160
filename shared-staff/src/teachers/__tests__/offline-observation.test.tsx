import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SYSTEM_SETTINGS_DEFAULTS, type Teacher } from 'shared-domain';
import { makeUser } from 'shared-auth/testing';
import { assignedTo, makeTeacher, renderWithProviders, setupMsw } from '../../test/harness';
import { renderTeacherScreens, SUPERVISOR_ID } from '../../test/teacher-screens';
import { clear, createStore } from 'idb-keyval';
import { DRAFT_TEXTS, readDraft } from '../supervision/observation-drafts';
import { useSendQueuedObservations } from '../supervision/observation-outbox';

const server = setupMsw();
const supervisorEmail = makeUser('supervisor').email;

function intern(): Teacher {
  return makeTeacher({
    name: { first: 'Ana', last: 'Lopez' },
    teacherStatus: 'intern',
    supervisions: { supervisor: 'Sam Super', list: [], removed: [] },
    assignment: assignedTo(SUPERVISOR_ID),
  });
}

/** Every POST of an observation the server received, and the answer it gives (201 unless told). */
function serve(t: Teacher, answer: () => Response = () => HttpResponse.json({ ...t, financials: undefined }, { status: 201 })) {
  const posted: Record<string, unknown>[] = [];
  const { financials, ...read } = t;
  void financials;
  server.use(
    http.get(`/api/teachers/${t._id}`, () => HttpResponse.json(read)),
    http.get('/api/settings', () => HttpResponse.json(SYSTEM_SETTINGS_DEFAULTS)),
    http.post(`/api/teachers/${t._id}/supervisions`, async ({ request }) => {
      posted.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return posted;
}

let online = true;
beforeAll(() => {
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(async () => {
  online = true;
  // Each test starts with nothing on the device (a queued draft of another teacher would be sent first).
  await clear(createStore('portal-observations', 'drafts'));
});

async function openForm(t: Teacher) {
  renderTeacherScreens(null, { role: 'supervisor', route: `/supervisor/teachers/${t._id}` });
  await screen.findByRole('heading', { name: 'Ana Lopez', level: 1 });
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Add observation' }));
  const dialog = await screen.findByRole('dialog', { name: /^Add observation/ });
  return { user, dialog };
}

/** A plain observation (T-TESS form off: 45 minutes, a comment), typed into the open form. */
async function write(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, comment: string) {
  await user.click(within(dialog).getByRole('checkbox', { name: /^T-TESS form/ }));
  await user.click(within(dialog).getByRole('textbox', { name: /^Comment/ }));
  await user.paste(comment);
}

/** What the supervisor's dashboard says of the observations waiting on the device. */
function WaitingOnDevice() {
  const names = useSendQueuedObservations();
  return <p>{names.length ? DRAFT_TEXTS.waiting(names) : 'Nothing waits on this device'}</p>;
}

describe('an observation kept on the device', () => {
  it('restores the draft when the form is opened again, and says when it was saved', async () => {
    const t = intern();
    serve(t);
    const first = await openForm(t);
    await write(first.user, first.dialog, 'Questions reached every table');
    expect(await within(first.dialog).findByText(/^Draft saved on this device at \d{1,2}:\d{2}/)).toBeInTheDocument();
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await first.user.click(screen.getByRole('button', { name: 'Add observation' }));
    const dialog = await screen.findByRole('dialog', { name: /^Add observation/ });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Comment/ })).toHaveValue('Questions reached every table'));
    expect(within(dialog).getByText(/^Draft saved on this device at \d{1,2}:\d{2}/)).toBeInTheDocument();
    // The T-TESS switch is part of the copy: the plain form's duration is back.
    expect(within(dialog).getByRole('textbox', { name: /^Duration/ })).toHaveValue('45');
  }, 30_000);

  it('saved offline, waits on the device and says so; back online it is sent once and leaves the device', async () => {
    const t = intern();
    const posted = serve(t);
    const { user, dialog } = await openForm(t);
    await write(user, dialog, 'Written with no connection');
    online = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const note = await within(dialog).findByText('Saved on this device; it will be sent when you are back online');
    // It takes focus: a phone scrolled down to Save shows it, a screen reader reads it.
    await waitFor(() => expect(note.parentElement).toHaveFocus());
    expect(posted).toHaveLength(0);
    const queued = await readDraft(supervisorEmail, t._id);
    expect(queued?.queued).toMatchObject({ comment: 'Written with no connection', duration: 45 });

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(/^Observation for Ana Lopez sent/)).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(async () => expect(await readDraft(supervisorEmail, t._id)).toBeUndefined());
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ comment: 'Written with no connection', clientId: queued?.clientId, updatedAt: t.updatedAt });
    // The form is empty again: the observation is on the server.
    expect(within(dialog).getByRole('textbox', { name: /^Comment/ })).toHaveValue('');
  }, 30_000);

  it('queues it when the connection fails on the way (a network error, not a refusal)', async () => {
    const t = intern();
    const posted = serve(t, () => HttpResponse.error());
    const { user, dialog } = await openForm(t);
    await write(user, dialog, 'The school Wi-Fi dropped');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Saved on this device; it will be sent when you are back online')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect((await readDraft(supervisorEmail, t._id))?.queued).toMatchObject({ comment: 'The school Wi-Fi dropped' });
  }, 30_000);

  it('keeps the draft when the record changed on the server (409) and asks to review the newer record first', async () => {
    const t = intern();
    const posted = serve(t, () => HttpResponse.json({ message: 'This record was changed by someone else.' }, { status: 409 }));
    const { user, dialog } = await openForm(t);
    await write(user, dialog, 'Against an older copy');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/record changed on the server since the form was opened: review the newer record first/),
    ).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: /^Comment/ })).toHaveValue('Against an older copy');
    const kept = await readDraft(supervisorEmail, t._id);
    expect(kept?.values).toMatchObject({ comment: 'Against an older copy' });
    expect(kept?.queued).toBeUndefined();
  }, 30_000);

  it('keeps a queued observation the server refuses with a 409 when it is sent, with the reason', async () => {
    const t = intern();
    let answer = 201;
    const posted = serve(t, () =>
      answer === 409 ? HttpResponse.json({ message: 'Stale' }, { status: 409 }) : HttpResponse.json(t, { status: 201 }),
    );
    const { user, dialog } = await openForm(t);
    await write(user, dialog, 'Queued, then the record changed');
    online = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Saved on this device; it will be sent when you are back online');
    answer = 409;
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await within(dialog).findByText(/review the newer record first/)).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    const kept = await readDraft(supervisorEmail, t._id);
    expect(kept?.queued).toMatchObject({ comment: 'Queued, then the record changed' });
    expect(kept?.refused).toMatch(/review the newer record first/);
  }, 30_000);
  it('says on another page (a reload) which observations wait on the device, until the connection returns and they are sent', async () => {
    const t = intern();
    let reachable = false;
    let saved = 0;
    const posted = serve(t, () => {
      if (!reachable) return HttpResponse.error();
      saved += 1;
      return HttpResponse.json({ ...t, financials: undefined }, { status: 201 });
    });
    const { user, dialog } = await openForm(t);
    await write(user, dialog, 'Saved before the reload');
    online = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText(DRAFT_TEXTS.queued);

    // The page that starts after a reload tries to send it (the connection is still down) and tells what waits.
    renderWithProviders(<WaitingOnDevice />, { user: 'supervisor' });
    expect(
      await screen.findByText('The observation for Ana Lopez is saved on this device: it will be sent when you are back online.'),
    ).toBeInTheDocument();
    expect(saved).toBe(0);

    reachable = true;
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Nothing waits on this device')).toBeInTheDocument();
    expect(saved).toBe(1);
    expect(posted.at(-1)).toMatchObject({ comment: 'Saved before the reload' });
  }, 30_000);
});
