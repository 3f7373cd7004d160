import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { api, ApiError } from 'shared-auth';
import {
  APPLICATION_SECRET_HEADER,
  APPLICATION_SECTIONS,
  applicationMissing,
  applicationSectionState,
  apiPaths,
  DISCLOSURES,
  formatDate,
  type Application,
  type ApplicationDraft,
  type ApplicationSection,
} from 'shared-domain';
import { Badge, Button, CheckboxField, ErrorSummary, LoadingText, TextField, calloutStyles } from 'shared-ui';
import { CheckAnswers } from 'shared-ui/check-answers';
import { DisclosureCard } from 'shared-ui/disclosures';
import { usePageTitle } from '../../components/page-title';
import { useLinkToken } from '../../lib/link-token';
import { paths } from '../../paths';

/** The browser keeps the draft's secret here, so a visitor who comes back finds their application. */
export const APPLICATION_SECRET_KEY = 'portal.application';
export const APPLY_TITLE = 'Apply to the program';

export const EMPTY_APPLICATION: ApplicationDraft = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  certificationArea: '',
  gpaOverall: null,
  gpaLast60: null,
  contentCreditHours: null,
  contentMathScience7Up: false,
  contentTestPassedOn: null,
  disclosuresRead: false,
};

type View = 'list' | ApplicationSection | 'check' | 'done';
type Created = { secret: string; application: Application };
/** The draft's secret travels in a header, never in the URL (which access logs keep). */
const secretSent = (secret: string) => ({ auth: false, headers: { [APPLICATION_SECRET_HEADER]: secret } });

const draftOf = (a: Application): ApplicationDraft => {
  const { submittedAt: _s, updatedAt: _u, ...draft } = a;
  return draft;
};
/** A number field's text: '' is not given (null); anything else goes to the server, which names a bad one. */
const numberOrNull = (v: string): number | null => (v.trim() === '' ? null : Number(v));
const numberText = (v: number | null) => (v === null ? '' : String(v));

const StyledPage = styled.div`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  & form {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
  & h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0;
  }
`;
const StyledTasks = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & > li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const StyledDone = styled.div`
  ${calloutStyles('success')}
`;
const errorItems = (err: unknown) => {
  if (!(err instanceof ApiError)) return err ? [{ message: 'Your application could not be saved. Please try again later.' }] : [];
  const fields = Object.entries(err.fieldErrors);
  return fields.length ? fields.map(([f, message]) => ({ fieldId: `apply-${f}`, message })) : [{ message: err.message }];
};

/** One section's form: its fields edit a copy, 'Save and continue' saves the whole draft and returns to the list. */
function SectionForm({
  title,
  draft,
  onSave,
  saving,
  error,
  children,
}: {
  title: string;
  draft: ApplicationDraft;
  onSave: (d: ApplicationDraft) => void;
  saving: boolean;
  error: unknown;
  children: (value: ApplicationDraft, set: (patch: Partial<ApplicationDraft>) => void) => ReactNode;
}) {
  const [value, setValue] = useState(draft);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(value);
  };
  return (
    <form onSubmit={submit} aria-label={title} noValidate>
      <h2>{title}</h2>
      <ErrorSummary items={errorItems(error)} />
      {children(value, (patch) => setValue((v) => ({ ...v, ...patch })))}
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save and continue'}
        </Button>
      </div>
    </form>
  );
}

/** The application as the visitor edits it, saved on the server after each section. */
function Application({ secret, initial, onSecret }: { secret: string; initial: ApplicationDraft; onSecret: (s: string) => void }) {
  const [draft, setDraft] = useState(initial);
  const [view, setView] = useState<View>('list');
  const [numbers, setNumbers] = useState({
    gpaOverall: numberText(initial.gpaOverall),
    gpaLast60: numberText(initial.gpaLast60),
    contentCreditHours: numberText(initial.contentCreditHours),
  });
  const save = useMutation({
    mutationFn: async (d: ApplicationDraft) => {
      if (secret) return { secret, application: await api.put<Application>(apiPaths.applicationDraft, d, secretSent(secret)) };
      return api.post<Created>(apiPaths.applications, d, { auth: false });
    },
    onSuccess: ({ secret: s, application }) => {
      if (!secret) onSecret(s);
      setDraft(draftOf(application));
      setView('list');
    },
  });
  const submit = useMutation({
    mutationFn: () => api.post<{ submittedAt: string }>(apiPaths.applicationSubmit, undefined, secretSent(secret)),
    onSuccess: () => setView('done'),
  });
  const open = (v: View) => {
    save.reset();
    setView(v);
  };
  const form = (key: ApplicationSection, body: Parameters<typeof SectionForm>[0]['children']) => (
    <SectionForm
      key={key}
      title={APPLICATION_SECTIONS.find((s) => s.key === key)!.title}
      draft={draft}
      onSave={(d) => save.mutate(d)}
      saving={save.isPending}
      error={save.error}
    >
      {body}
    </SectionForm>
  );

  if (view === 'done')
    return (
      <StyledDone role="status">
        <h2>Application sent</h2>
        <p>The program reviews your application and e-mails you. If you are offered admission, the e-mail tells you how to accept it.</p>
      </StyledDone>
    );
  if (view === 'details')
    return form('details', (v, set) => (
      <>
        <TextField
          id="apply-firstName"
          label="First name"
          required
          value={v.firstName}
          onChange={(e) => set({ firstName: e.target.value })}
        />
        <TextField id="apply-lastName" label="Last name" required value={v.lastName} onChange={(e) => set({ lastName: e.target.value })} />
        <TextField
          id="apply-email"
          label="Email"
          type="email"
          required
          hint="We e-mail you a link to come back to your application."
          value={v.email}
          onChange={(e) => set({ email: e.target.value })}
        />
        <TextField
          id="apply-phone"
          label="Phone number (optional)"
          type="tel"
          value={v.phone}
          onChange={(e) => set({ phone: e.target.value })}
        />
      </>
    ));
  if (view === 'education')
    return (
      <SectionForm
        title="Your education"
        draft={draft}
        onSave={(d) =>
          save.mutate({
            ...d,
            gpaOverall: numberOrNull(numbers.gpaOverall),
            gpaLast60: numberOrNull(numbers.gpaLast60),
            contentCreditHours: numberOrNull(numbers.contentCreditHours),
          })
        }
        saving={save.isPending}
        error={save.error}
      >
        {(v, set) => (
          <>
            <TextField
              id="apply-certificationArea"
              label="Certification area"
              required
              hint="For example: Mathematics 7–12, Core Subjects EC–6, Bilingual."
              value={v.certificationArea}
              onChange={(e) => set({ certificationArea: e.target.value })}
            />
            <TextField
              id="apply-gpaOverall"
              label="Overall GPA"
              inputMode="decimal"
              hint="On a 4.0 scale. Give this or the GPA of your last 60 hours."
              value={numbers.gpaOverall}
              onChange={(e) => setNumbers((n) => ({ ...n, gpaOverall: e.target.value }))}
            />
            <TextField
              id="apply-gpaLast60"
              label="GPA of the last 60 semester credit hours (optional)"
              inputMode="decimal"
              value={numbers.gpaLast60}
              onChange={(e) => setNumbers((n) => ({ ...n, gpaLast60: e.target.value }))}
            />
            <TextField
              id="apply-contentCreditHours"
              label="Semester credit hours in the subject"
              inputMode="numeric"
              hint="Or give the day you passed a content test in the next section."
              value={numbers.contentCreditHours}
              onChange={(e) => setNumbers((n) => ({ ...n, contentCreditHours: e.target.value }))}
            />
            <CheckboxField
              id="apply-contentMathScience7Up"
              label="The certificate is mathematics or science, grade 7 and up"
              checked={v.contentMathScience7Up}
              onChange={(e) => set({ contentMathScience7Up: e.target.checked })}
            />
          </>
        )}
      </SectionForm>
    );
  if (view === 'test')
    return form('test', (v, set) => (
      <TextField
        id="apply-contentTestPassedOn"
        label="The day you passed a content test (optional)"
        type="date"
        value={v.contentTestPassedOn ?? ''}
        onChange={(e) => set({ contentTestPassedOn: e.target.value || null })}
      />
    ));
  if (view === 'disclosures')
    return form('disclosures', (v, set) => (
      <>
        {DISCLOSURES.map((d) => (
          <DisclosureCard key={d.key} disclosure={d} />
        ))}
        <CheckboxField
          id="apply-disclosuresRead"
          label="I have read the disclosures"
          checked={v.disclosuresRead}
          onChange={(e) => set({ disclosuresRead: e.target.checked })}
        />
      </>
    ));
  if (view === 'check') {
    const missing = applicationMissing(draft);
    const rows = [
      { name: 'details', label: 'Name', value: `${draft.firstName} ${draft.lastName}`.trim() },
      { name: 'details', label: 'Email', value: draft.email },
      { name: 'education', label: 'Certification area', value: draft.certificationArea },
      { name: 'education', label: 'Overall GPA', value: numberText(draft.gpaOverall) },
      { name: 'education', label: 'GPA of the last 60 hours', value: numberText(draft.gpaLast60) },
      { name: 'education', label: 'Credit hours in the subject', value: numberText(draft.contentCreditHours) },
      { name: 'test', label: 'Content test passed', value: draft.contentTestPassedOn ? formatDate(draft.contentTestPassedOn) : '' },
      { name: 'disclosures', label: 'Disclosures read', value: draft.disclosuresRead ? 'Yes' : '' },
    ];
    const problems = [
      ...Object.values(missing).map((message) => ({ message })),
      ...(submit.error ? errorItems(submit.error).map(({ message }) => ({ message })) : []),
    ];
    return (
      <CheckAnswers rows={rows.map((r, i) => ({ ...r, name: `${r.name}:${i}` }))} onChange={(name) => open(name.split(':')[0] as View)}>
        <ErrorSummary items={problems} />
        <div>
          <Button type="button" disabled={problems.length > 0 || submit.isPending} onClick={() => submit.mutate()}>
            {submit.isPending ? 'Sending…' : 'Submit application'}
          </Button>
        </div>
      </CheckAnswers>
    );
  }
  const ready = Object.keys(applicationMissing(draft)).length === 0;
  return (
    <section aria-label="Application sections">
      <p>
        Your answers are saved after each section. Read <Link to={paths.disclosures.getHref()}>the disclosures</Link> before you apply.
      </p>
      <StyledTasks>
        {APPLICATION_SECTIONS.map((s) => {
          const state = applicationSectionState(draft, s.key);
          return (
            <li key={s.key}>
              <Button type="button" variant="link" onClick={() => open(s.key)}>
                {s.title}
              </Button>
              <Badge tone={state === 'Completed' ? 'green' : 'gray'}>{state}</Badge>
            </li>
          );
        })}
        <li>
          <Button type="button" variant="link" onClick={() => open('check')}>
            Check your answers and submit
          </Button>
          <Badge tone={ready ? 'blue' : 'gray'}>{ready ? 'Ready' : 'Cannot start yet'}</Badge>
        </li>
      </StyledTasks>
    </section>
  );
}

/**
 * The application on the public site: a task list of sections saved as the visitor goes. The draft is found by the
 * secret the browser keeps (and the e-mailed link carries); submitting sends it to the program.
 */
export function ApplyPage() {
  usePageTitle(APPLY_TITLE);
  const fromLink = useLinkToken();
  const [secret, setSecret] = useState(() => fromLink || window.localStorage.getItem(APPLICATION_SECRET_KEY) || '');
  useEffect(() => {
    if (!fromLink) return;
    window.localStorage.setItem(APPLICATION_SECRET_KEY, fromLink);
    setSecret(fromLink);
  }, [fromLink]);
  const keep = (s: string) => {
    window.localStorage.setItem(APPLICATION_SECRET_KEY, s);
    setSecret(s);
  };
  const saved = useQuery({
    queryKey: ['application', secret],
    queryFn: ({ signal }) => api.get<Application>(apiPaths.applicationDraft, { ...secretSent(secret), signal }),
    enabled: secret !== '',
    retry: false,
  });
  const startOver = () => {
    window.localStorage.removeItem(APPLICATION_SECRET_KEY);
    setSecret('');
  };
  let body: ReactNode;
  if (secret && saved.isPending) body = <LoadingText />;
  else if (secret && saved.isError)
    body = (
      <div role="alert">
        <p>
          {saved.error instanceof ApiError && saved.error.status === 404
            ? 'This application link is not valid.'
            : 'Your application could not be loaded.'}
        </p>
        <Button type="button" onClick={startOver}>
          Start a new application
        </Button>
      </div>
    );
  else if (saved.data?.submittedAt)
    body = (
      <StyledDone role="status">
        <p>Your application was sent on {formatDate(saved.data.submittedAt.slice(0, 10))}. The program e-mails you about it.</p>
      </StyledDone>
    );
  else
    body = (
      <Application key={secret || 'new'} secret={secret} initial={saved.data ? draftOf(saved.data) : EMPTY_APPLICATION} onSecret={keep} />
    );
  return (
    <StyledPage>
      <h1>{APPLY_TITLE}</h1>
      {body}
    </StyledPage>
  );
}
