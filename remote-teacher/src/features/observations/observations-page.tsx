import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  MESSAGES,
  OBSERVATION_REPLY_MAX,
  acknowledgeObservationSchema,
  apiPaths,
  displayLabel,
  formatDate,
  type MyObservation,
  type MyObservations,
} from 'shared-domain';
import { Button, EmptyState, FormErrorBox, ProblemSummary, TextAreaField, calloutStyles, useToast } from 'shared-ui';
import { DescriptionList, PageHeader, Section } from 'shared-ui/staff';
import { useSummaryErrors } from 'shared-ui/summary-errors';
import { TtessGrowth } from 'shared-ui/ttess-growth';
import { request } from '../../api/request';
import { useAcknowledgeObservation } from '../../api/acknowledge-observation';
import { useMyObservations } from '../../api/get-my-observations';
import { ComplianceSummary } from '../../components/compliance-summary';
import { QueryState } from '../../components/query-state';

export const OBSERVATIONS_FAILED = 'Your observations could not be loaded.';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledFeedback = styled.blockquote`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  & > div:last-child {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** 'Acknowledge' asks first (it cannot be taken back): the reply is optional; a receipt, not agreement. */
function Acknowledge({ observation }: { observation: MyObservation }) {
  const [open, setOpen] = useState(false);
  const [reply, setReply] = useState('');
  const problems = useSummaryErrors<'reply'>();
  const ack = useAcknowledgeObservation();
  const toast = useToast();
  const label = `observation of ${formatDate(observation.date)}`;
  if (!open)
    return (
      <div>
        <Button onClick={() => setOpen(true)} aria-label={`Acknowledge ${label}`}>
          Acknowledge
        </Button>
      </div>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    problems.clear();
    const input = { reply: reply.trim() };
    if (!problems.check(acknowledgeObservationSchema, input)) return;
    ack.mutate(
      { id: observation._id, input },
      {
        onSuccess: () => toast.show(MESSAGES.observationAcknowledged, 'success'),
        onError: (err) => problems.refused(err, 'The acknowledgement could not be saved. Please try again.'),
      },
    );
  };
  return (
    <StyledForm onSubmit={submit} aria-label={`Acknowledge the ${label}`} noValidate>
      <ProblemSummary {...problems.summary} />
      {problems.formError && <FormErrorBox message={problems.formError} />}
      <p>Acknowledging records that you received this feedback; it does not mean you agree. It cannot be undone.</p>
      <TextAreaField
        label="Reply (optional)"
        hint="Your supervisor and the program see it with your acknowledgement."
        value={reply}
        maxLength={OBSERVATION_REPLY_MAX}
        name="reply"
        onChange={(e) => {
          setReply(e.target.value);
          problems.fix('reply');
        }}
        error={problems.errors.reply}
      />
      <div>
        <Button type="submit" busy={ack.isPending}>
          Confirm acknowledgement
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </StyledForm>
  );
}

export const OBSERVATION_NOT_FOUND = 'That observation is not on your record any more. Here are all of yours.';

const StyledNotice = styled.p`
  ${calloutStyles('info')}
  margin: 0;
`;

/** The observation an e-mail linked to: scrolled into view and focused once, and marked. */
const StyledLinked = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  outline-offset: 2px;
  &[data-linked='true'] > section {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }
`;

function ObservationCard({ observation: o, linked }: { observation: MyObservation; linked: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!linked || !ref.current) return;
    ref.current.scrollIntoView?.({ block: 'start' });
    ref.current.focus({ preventScroll: true });
  }, [linked]);
  return (
    <StyledLinked ref={ref} tabIndex={linked ? -1 : undefined} data-linked={linked} aria-current={linked ? 'true' : undefined}>
      <Section id={`observation-${o._id}`} title={`${displayLabel(o.kind)} observation, ${formatDate(o.date)}`} level={3}>
        <DescriptionList
          items={[
            ['Mode', displayLabel(o.mode)],
            ['Minutes', o.minutes === null ? '—' : String(o.minutes)],
            ['Pre-conference', formatDate(o.preConferenceDate) || '—'],
            ['Post-conference', formatDate(o.postConferenceDate) || '—'],
            ['Supervisor', o.supervisor || '—'],
          ]}
        />
        <div>
          <h4>Feedback</h4>
          {o.sections.length === 0 ? (
            <p>No written feedback.</p>
          ) : (
            o.sections.map((f) => (
              <div key={f.label}>
                {o.sections.length > 1 && <h5>{f.label}</h5>}
                <StyledFeedback>{f.text}</StyledFeedback>
              </div>
            ))
          )}
        </div>
        {o.acknowledgedAt ? (
          <div>
            <p>
              <strong>{MESSAGES.acknowledgedOn(formatDate(o.acknowledgedAt))}</strong>
            </p>
            {o.reply && (
              <>
                <h4>Your reply</h4>
                <StyledFeedback>{o.reply}</StyledFeedback>
              </>
            )}
          </div>
        ) : (
          <Acknowledge observation={o} />
        )}
      </Section>
    </StyledLinked>
  );
}

function Observations({ data, linkedId }: { data: MyObservations; linkedId?: string }) {
  const missing = !!linkedId && !data.observations.some((o) => o._id === linkedId);
  return (
    <StyledStack>
      <PageHeader title="My observations" subtitle="Your field supervisor's observations and feedback" />
      {missing && <StyledNotice role="status">{OBSERVATION_NOT_FOUND}</StyledNotice>}
      {data.compliance && (
        <Section title="Field supervision (19 TAC 228)">
          <ComplianceSummary compliance={data.compliance} />
        </Section>
      )}
      {data.observations.some((o) => o.ttess) && (
        <Section title="Growth on T-TESS">
          <TtessGrowth observations={data.observations} />
        </Section>
      )}
      {data.observations.length === 0 ? (
        <EmptyState>No observations yet. When your field supervisor records one, it appears here with their feedback.</EmptyState>
      ) : (
        data.observations.map((o) => <ObservationCard key={o._id} observation={o} linked={o._id === linkedId} />)
      )}
    </StyledStack>
  );
}

/**
 * /teacher/observations: each observation with its feedback and a receipt ('Acknowledge'); the compliance card.
 * /teacher/observations/:id (the feedback e-mail's link) is the same page with that observation in view.
 */
export function ObservationsPage() {
  const query = useMyObservations();
  const { id } = useParams();
  return (
    <QueryState query={query} message={OBSERVATIONS_FAILED} request={request(apiPaths.myObservations)}>
      {(data) => <Observations data={data} linkedId={id} />}
    </QueryState>
  );
}
