import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DISCLOSURES, NO_ADMISSION_FACTS, type TeacherPath } from 'shared-domain';
import { apiPath, renderWithProviders, setupMsw } from '../../../test/harness';
import { PathPanel } from '../path-panel';

const server = setupMsw();
const ID = '44444444-4444-4444-8444-444444444444';

const applied = (admission = {}): TeacherPath => ({
  current: 'applied',
  entries: [
    {
      stage: 'applied',
      label: 'Applied',
      reachedOn: '2026-11-20',
      recordedBy: 'Applicant (public site)',
      evidence: 'Application submitted on the public site',
      assignmentType: null,
      createdAt: '2026-11-20T15:00:00.000Z',
    },
  ],
  admission: { ...NO_ADMISSION_FACTS, ...admission },
  clocks: [],
  next: [
    { stage: 'offered', label: 'Offered admission', missing: [] },
    { stage: 'withdrawn', label: 'Withdrawn', missing: [{ requirement: 'evidence', message: 'The reason' }] },
  ],
});

function serve(path: TeacherPath, receipts: object[] = []) {
  const calls: string[] = [];
  server.use(
    http.get(apiPath(`teachers/${ID}/path`), () => HttpResponse.json(path)),
    http.get(apiPath(`teachers/${ID}/path/receipts`), () => HttpResponse.json(receipts)),
    http.put(apiPath(`teachers/${ID}/path/admission`), async ({ request }) => {
      calls.push(`PUT ${JSON.stringify(await request.json())}`);
      return HttpResponse.json(path.admission);
    }),
    http.post(apiPath(`teachers/${ID}/path/offer`), async ({ request }) => {
      calls.push(`POST offer ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ ...path, current: 'offered' }, { status: 201 });
    }),
    http.post(apiPath(`teachers/${ID}/path`), async ({ request }) => {
      calls.push(`POST ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ ...path, current: 'offered' }, { status: 201 });
    }),
  );
  return calls;
}

it('shows each criterion as Met or Not met with its evidence, and the receipts with their version', async () => {
  serve(applied({ gpaOverall: 2.1, contentCreditHours: 18 }), [
    {
      disclosure: DISCLOSURES[0].key,
      version: DISCLOSURES[0].version,
      acknowledgedBy: 'ada@example.org',
      acknowledgedAt: '2026-11-21T15:00:00.000Z',
    },
  ]);
  renderWithProviders(<PathPanel teacherId={ID} />);
  const criteria = await screen.findByRole('list', { name: 'Admission criteria' });
  const [gpa, content] = within(criteria).getAllByRole('listitem');
  expect(gpa).toHaveTextContent('Not met');
  expect(gpa).toHaveTextContent('overall 2.10');
  expect(content).toHaveTextContent('Met');
  expect(content).toHaveTextContent('18 credit hours in the subject (12 needed)');
  const receipts = screen.getByRole('list', { name: 'Disclosure receipts' });
  expect(await within(receipts).findByText(`by ada@example.org (${DISCLOSURES[0].version})`, { exact: false })).toBeInTheDocument();
  expect(within(receipts).getAllByText('Not acknowledged')).toHaveLength(DISCLOSURES.length - 1);
  expect(screen.getByText('Waiting on: The reason')).toBeInTheDocument();
});

it('Send offer asks first and is refused with the reason while a criterion fails, sending nothing', async () => {
  const user = userEvent.setup();
  const calls = serve(applied({ gpaOverall: 2.1, contentCreditHours: 18 }));
  renderWithProviders(<PathPanel teacherId={ID} />);
  await user.click(await screen.findByRole('button', { name: 'Send offer' }));
  const dialog = screen.getByRole('dialog', { name: 'Send the offer of admission?' });
  expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/Admission effective on/), '2026-12-15');
  await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
  expect(await within(dialog).findByText(/The offer cannot be sent: A GPA of at least 2.50/)).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('Send offer sends the effective date in one request, which records the offer and moves to Offered admission', async () => {
  const user = userEvent.setup();
  const calls = serve(applied({ gpaOverall: 3.2, contentCreditHours: 18 }));
  renderWithProviders(<PathPanel teacherId={ID} />);
  await user.click(await screen.findByRole('button', { name: 'Send offer' }));
  const dialog = screen.getByRole('dialog', { name: 'Send the offer of admission?' });
  await user.type(within(dialog).getByLabelText(/Admission effective on/), '2026-12-15');
  await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
  expect(await screen.findByText('Offer sent')).toBeInTheDocument();
  expect(calls).toEqual(['POST offer {"admissionEffectiveOn":"2026-12-15"}']);
});
