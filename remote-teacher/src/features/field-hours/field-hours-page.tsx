import type { FormEvent } from 'react';
import styled from 'styled-components';
import {
  apiPaths,
  beforePortalHoursText,
  FIELD_HOURS_LINK_DAYS,
  FIELD_HOURS_MAX_A_DAY,
  FIELD_HOURS_RULE,
  FIELD_HOURS_TEXT_MAX,
  formatDate,
  fieldHourInputSchema,
  fieldHourState,
  type FieldHour,
  type FieldHourInput,
  type TeacherFieldHours,
} from 'shared-domain';
import {
  Badge,
  Button,
  EmptyState,
  FormErrorBox,
  LoadingText,
  ProblemSummary,
  TextAreaField,
  TextField,
  useToast,
  type BadgeTone,
} from 'shared-ui';
import { DescriptionList, PageHeader, Section, type DescriptionItem } from 'shared-ui/staff';
import { useSummaryFields } from 'shared-ui/summary-errors';
import { useMyFieldHours } from '../../api/get-my-field-hours';
import { useLogFieldHours } from '../../api/log-field-hours';
import { useMyTeacherId } from '../../api/use-my-teacher-id';
import { request } from '../../api/request';
import { QueryState } from '../../components/query-state';

export const FIELD_HOURS_FAILED = 'Your field hours could not be loaded.';

/** §228.43 as the page words it (each number from the shared-domain constant). */
export const FIELD_HOURS_RULE_TEXT =
  `19 TAC §228.43: candidates admitted on or after ${formatDate(FIELD_HOURS_RULE.since)} need ${FIELD_HOURS_RULE.hours} clock-hours of ` +
  `field-based experience, at least ${FIELD_HOURS_RULE.activeHours} of them actively engaged with students; candidates admitted ` +
  `before need ${FIELD_HOURS_RULE.hoursBefore}. Only hours the observed teacher confirms and the program approves count.`;

type Field = keyof FieldHourInput;
const EMPTY: Record<Field, string> = { date: '', hours: '', campus: '', observedName: '', observedEmail: '', activity: '' };

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  & > .wide {
    grid-column: 1 / -1;
  }
  /* The error summary's place takes no room until a submit fails. */
  & > .wide:has(> span[hidden]:only-child) {
    display: none;
  }
`;
const StyledTotal = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
const StyledEntry = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  overflow-wrap: anywhere;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
`;
const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * An entry's badges as the teacher reads them: its one state (shared-domain's fieldHourState, the word staff read
 * too), then whether the visit was actively engaged.
 */
export function entryStates(e: FieldHour): { text: string; tone: BadgeTone }[] {
  const state = fieldHourState(e);
  const out: { text: string; tone: BadgeTone }[] = [{ text: state.word, tone: state.tone }];
  if (e.activelyEngaged) out.push({ text: 'Actively engaged', tone: 'blue' });
  return out;
}

function LogVisit({ teacherId }: { teacherId: string }) {
  const { values, setValues, problems, bind } = useSummaryFields(EMPTY);
  const log = useLogFieldHours(teacherId);
  const toast = useToast();
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    problems.clear();
    // What the client knows (the rules the server applies to the same values) is checked before sending.
    if (!problems.check(fieldHourInputSchema, values)) return;
    log.mutate(values, {
      onSuccess: (e) => {
        toast.show(`${e.hours} hours logged; ${e.observedName} was e-mailed a link to confirm them`, 'success');
        setValues(EMPTY);
      },
      onError: (err) => problems.refused(err, 'The visit could not be saved. Please try again.'),
    });
  };
  return (
    <Section title="Log a visit">
      <p>
        One entry a day for each teacher you observe, at most {FIELD_HOURS_MAX_A_DAY} hours. The observed teacher is e-mailed a link (valid{' '}
        {FIELD_HOURS_LINK_DAYS} days) to confirm your hours.
      </p>
      <StyledForm onSubmit={submit} aria-label="Log a visit" noValidate>
        <div className="wide">
          <ProblemSummary {...problems.summary} />
          {problems.formError && <FormErrorBox message={problems.formError} />}
        </div>
        <TextField label="Date" type="date" required {...bind('date')} />
        <TextField
          label="Hours"
          type="number"
          inputMode="decimal"
          min={0.5}
          max={FIELD_HOURS_MAX_A_DAY}
          step={0.5}
          required
          hint={`At most ${FIELD_HOURS_MAX_A_DAY}, in half hours`}
          {...bind('hours')}
        />
        <TextField label="Campus" required maxLength={FIELD_HOURS_TEXT_MAX.campus} {...bind('campus')} />
        <TextField label="Observed teacher" required maxLength={FIELD_HOURS_TEXT_MAX.name} autoComplete="off" {...bind('observedName')} />
        <TextField
          label="Observed teacher e-mail"
          type="email"
          required
          hint="Their school e-mail: the confirmation link goes there"
          autoComplete="off"
          {...bind('observedEmail')}
        />
        <div className="wide">
          <TextAreaField label="What you observed" required rows={3} maxLength={FIELD_HOURS_TEXT_MAX.activity} {...bind('activity')} />
        </div>
        <div className="wide">
          <Button type="submit" busy={log.isPending}>
            Log visit
          </Button>
        </div>
      </StyledForm>
    </Section>
  );
}

function entryDetails(e: FieldHour): DescriptionItem[] {
  if (e.source === 'before_portal') return [['Recorded before the portal', beforePortalHoursText(e)]];
  const items: DescriptionItem[] = [
    ['Observed teacher', `${e.observedName} (${e.observedEmail})`],
    ['What you observed', e.activity],
  ];
  if (e.confirmation === 'awaiting' && !e.attested) items.push(['Confirmation', `Awaiting ${e.observedName}'s confirmation`]);
  if (e.confirmation === 'awaiting' && e.linkExpiresAt) items.push(['Link valid until', formatDate(e.linkExpiresAt)]);
  if (e.attested && e.review === 'approved')
    items.push(['Program review', `Approved by the program without ${e.observedName}'s confirmation`]);
  if (e.confirmation !== 'awaiting') {
    const when = e.confirmedAt ? formatDate(e.confirmedAt) : '';
    items.push([
      `${e.confirmation === 'confirmed' ? 'Confirmed' : 'Declined'} by ${e.observedName}`,
      `${when}${e.confirmComment ? `: “${e.confirmComment}”` : ''}`,
    ]);
  }
  if (e.review !== 'pending' && e.messageToTeacher) items.push(["Program's note", e.messageToTeacher]);
  return items;
}

function Entry({ e }: { e: FieldHour }) {
  return (
    <StyledEntry>
      <h3>
        {e.source === 'before_portal'
          ? `${e.hours} ${e.hours === 1 ? 'hour' : 'hours'} earned before ${formatDate(e.date)}`
          : `${formatDate(e.date)}: ${e.hours} ${e.hours === 1 ? 'hour' : 'hours'} at ${e.campus}`}
      </h3>
      <StyledBadges>
        {entryStates(e).map((s) => (
          <Badge key={s.text} tone={s.tone}>
            {s.text}
          </Badge>
        ))}
      </StyledBadges>
      <DescriptionList items={entryDetails(e)} />
    </StyledEntry>
  );
}

function FieldHours({ teacherId, data }: { teacherId: string; data: TeacherFieldHours }) {
  const entries = [...data.entries].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return (
    <StyledStack>
      <PageHeader title="Field hours" subtitle="Your field-based experience visits and who confirmed them" />
      <Section title="Your hours">
        <StyledTotal>{data.summary.text}</StyledTotal>
        <p>
          Your requirement: {data.summary.hours} hours
          {data.summary.activeHours ? `, at least ${data.summary.activeHours} actively engaged` : ''} (it follows your admission date).
          {data.summary.complete ? ' You have met it.' : ''}
        </p>
        <p>{FIELD_HOURS_RULE_TEXT}</p>
      </Section>
      <LogVisit teacherId={teacherId} />
      <Section title="Your visits">
        {entries.length === 0 ? (
          <EmptyState>No visits logged yet.</EmptyState>
        ) : (
          <StyledList aria-label="Your visits">
            {entries.map((e) => (
              <Entry key={e._id} e={e} />
            ))}
          </StyledList>
        )}
      </Section>
    </StyledStack>
  );
}

/** /teacher/field-hours: the total against §228.43, logging a visit, and every entry with its state. */
export function FieldHoursPage() {
  const teacherId = useMyTeacherId();
  const query = useMyFieldHours(teacherId);
  if (!teacherId) return <LoadingText />;
  return (
    <QueryState query={query} message={FIELD_HOURS_FAILED} request={request(apiPaths.teacherFieldHours(teacherId))}>
      {(data) => <FieldHours teacherId={teacherId} data={data} />}
    </QueryState>
  );
}
