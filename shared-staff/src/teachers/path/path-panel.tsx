import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { api } from 'shared-auth';
import {
  admissionCriteriaMissing,
  apiPaths,
  ASSIGNMENT_STAGES,
  contentReadinessMet,
  DISCLOSURES,
  formatDate,
  gpaMet,
  isAssignmentStage,
  PATH_RULES,
  PATH_STAGE_LABELS,
  programDate,
  type AdmissionFacts,
  type AssignmentType,
  type PathStage,
  type TeacherPath,
} from 'shared-domain';
import { Badge, Button, LoadingText, SelectField, TextField } from 'shared-ui';
import { DescriptionList, Section, type DescriptionItem } from 'shared-ui/staff';
import { ConfirmActDialog } from '../../lib/confirm-act-dialog';
import { QueryErrorPanel } from '../../lib/query-error-panel';
import { teacherKeys } from '../api/query-keys';

export const PATH_FETCH_FAILED = "The candidate's path could not be loaded.";
type Receipt = { disclosure: string; version: string; acknowledgedBy: string; acknowledgedAt: string };

const pathKey = (id: string) => [...teacherKeys.all, 'path', id] as const;
const receiptsKey = (id: string) => [...teacherKeys.all, 'path-receipts', id] as const;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  & > li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    align-items: baseline;
  }
  /* A long stage name or list of what a move waits on wraps inside a phone's width. */
  & > li > * {
    min-width: 0;
    max-width: 100%;
    overflow-wrap: anywhere;
  }
  & > li > button {
    white-space: normal;
    text-align: left;
  }
`;

/** §227.10's criteria, each Met or Not met with the facts it reads (the words say it; the colour only repeats it). */
export function admissionCriteria(a: AdmissionFacts) {
  const hours = a.contentMathScience7Up ? PATH_RULES.contentCreditHoursMathScience : PATH_RULES.contentCreditHours;
  const gpa = [
    a.gpaOverall !== null && `overall ${a.gpaOverall.toFixed(2)}`,
    a.gpaLast60 !== null && `last 60 hours ${a.gpaLast60.toFixed(2)}`,
  ]
    .filter(Boolean)
    .join(', ');
  const content = [
    a.contentCreditHours !== null && `${a.contentCreditHours} credit hours in the subject (${hours} needed)`,
    a.contentTestPassedOn && `content test passed ${formatDate(a.contentTestPassedOn)}`,
  ]
    .filter(Boolean)
    .join('; ');
  return [
    { label: `GPA at least ${PATH_RULES.admissionMinGpa.toFixed(2)}`, met: gpaMet(a), evidence: gpa || 'No GPA recorded' },
    { label: 'Content readiness', met: contentReadinessMet(a), evidence: content || 'No credit hours or content test recorded' },
  ];
}

const today = () => programDate(new Date());

function SendOfferDialog({ teacherId, admission, onClose }: { teacherId: string; admission: AdmissionFacts; onClose: () => void }) {
  const client = useQueryClient();
  const dateId = useId();
  const [effective, setEffective] = useState('');
  const reasons = admissionCriteriaMissing(admission);
  return (
    <ConfirmActDialog
      title="Send the offer of admission?"
      submitLabel="Send offer"
      description={<p>The candidate gets the written offer by e-mail with a link to their area, where they accept it.</p>}
      field={{ id: dateId, name: 'admissionEffectiveOn' }}
      check={() => {
        if (reasons.length) return { form: `The offer cannot be sent: ${reasons.map((r) => r.message).join('; ')}` };
        if (!effective) return { field: 'Enter the date the admission takes effect' };
        return null;
      }}
      act={{
        run: async () => {
          // One request: the server records the offer's dates and the stage together, or neither.
          const path = await api.post<TeacherPath>(apiPaths.teacherOffer(teacherId), { admissionEffectiveOn: effective });
          client.setQueryData(pathKey(teacherId), path);
          return path;
        },
        done: 'Offer sent',
      }}
      onClose={() => {
        void client.invalidateQueries({ queryKey: pathKey(teacherId) });
        onClose();
      }}
    >
      {(field) => (
        <TextField
          id={dateId}
          label="Admission effective on"
          type="date"
          required
          error={field.error}
          value={effective}
          onChange={(e) => {
            setEffective(e.target.value);
            field.clear();
          }}
        />
      )}
    </ConfirmActDialog>
  );
}

function MoveDialog({ teacherId, stage, onClose }: { teacherId: string; stage: PathStage; onClose: () => void }) {
  const client = useQueryClient();
  const dayId = useId();
  const [day, setDay] = useState(today());
  const [evidence, setEvidence] = useState('');
  const types: readonly AssignmentType[] = isAssignmentStage(stage) ? ASSIGNMENT_STAGES[stage] : [];
  const [type, setType] = useState<AssignmentType | ''>(types.length === 1 ? types[0] : '');
  const label = PATH_STAGE_LABELS[stage];
  return (
    <ConfirmActDialog
      title={`Move the candidate to "${label}"?`}
      submitLabel={`Move to ${label}`}
      description={<p>The stage is recorded with the day and the evidence, in the record's history.</p>}
      field={{ id: dayId, name: 'reachedOn' }}
      check={() => (types.length && !type ? { form: 'Choose the assignment type' } : null)}
      act={{
        run: async () => {
          const path = await api.post<TeacherPath>(apiPaths.teacherPath(teacherId), {
            stage,
            reachedOn: day,
            evidence: evidence.trim(),
            assignmentType: type || null,
          });
          client.setQueryData(pathKey(teacherId), path);
          return path;
        },
        done: `Moved to ${label}`,
      }}
      onClose={onClose}
    >
      {(field) => (
        <>
          <TextField
            id={dayId}
            label="Reached on"
            type="date"
            required
            error={field.error}
            value={day}
            onChange={(e) => setDay(e.target.value)}
          />
          <TextField label="Evidence" value={evidence} onChange={(e) => setEvidence(e.target.value)} />
          {types.length > 1 && (
            <SelectField
              label="Assignment type"
              required
              placeholder="Choose…"
              options={types.map((t) => ({ value: t, label: t }))}
              value={type}
              onChange={(e) => setType(e.target.value as AssignmentType)}
            />
          )}
        </>
      )}
    </ConfirmActDialog>
  );
}

/**
 * The candidate's path on the record (admins): the stage, the admission criteria Met or Not met with their evidence,
 * the disclosures' receipts, the clocks with days left, and the moves to the next stages (each naming what it waits on).
 */
export function PathPanel({ teacherId }: { teacherId: string }) {
  const path = useQuery({
    queryKey: pathKey(teacherId),
    queryFn: ({ signal }) => api.get<TeacherPath>(apiPaths.teacherPath(teacherId), { signal }),
  });
  const receipts = useQuery({
    queryKey: receiptsKey(teacherId),
    queryFn: ({ signal }) => api.get<Receipt[]>(apiPaths.teacherPathReceipts(teacherId), { signal }),
  });
  const [acting, setActing] = useState<PathStage | null>(null);
  if (path.isPending) return <LoadingText />;
  if (path.isError)
    return <QueryErrorPanel query={path} message={PATH_FETCH_FAILED} request={`GET /api/${apiPaths.teacherPath(teacherId)}`} />;
  const p = path.data;
  const items: DescriptionItem[] = [
    ['Stage', p.current ? PATH_STAGE_LABELS[p.current] : 'Not on the path'],
    ...p.entries.map((e): DescriptionItem => [
      e.label,
      `${formatDate(e.reachedOn)} · ${e.recordedBy}${e.evidence ? ` · ${e.evidence}` : ''}`,
    ]),
  ];
  // The candidate accepts in their own area; staff do not record the acceptance here.
  const moves = p.next.filter((n) => n.stage !== 'admitted');
  return (
    <Section title="Path">
      <DescriptionList items={items} />
      <h3>Admission criteria (§227.10)</h3>
      <StyledList aria-label="Admission criteria">
        {admissionCriteria(p.admission).map((c) => (
          <li key={c.label}>
            <Badge tone={c.met ? 'green' : 'red'}>{c.met ? 'Met' : 'Not met'}</Badge>
            <span>
              {c.label}: {c.evidence}
            </span>
          </li>
        ))}
      </StyledList>
      <h3>Disclosures</h3>
      <StyledList aria-label="Disclosure receipts">
        {DISCLOSURES.map((d) => {
          const r = receipts.data?.find((x) => x.disclosure === d.key && x.version === d.version);
          return (
            <li key={d.key}>
              <Badge tone={r ? 'green' : 'gray'}>{r ? 'Acknowledged' : 'Not acknowledged'}</Badge>
              <span>
                {d.title}
                {r && ` · ${formatDate(r.acknowledgedAt)} by ${r.acknowledgedBy} (${r.version})`}
              </span>
            </li>
          );
        })}
      </StyledList>
      {p.clocks.length > 0 && (
        <>
          <h3>Clocks</h3>
          <StyledList aria-label="Clocks">
            {p.clocks.map((c) => (
              <li key={c.key}>
                <Badge tone={c.done ? 'green' : c.daysLeft < 0 ? 'red' : 'yellow'}>
                  {c.done ? 'Done' : c.daysLeft < 0 ? 'Past due' : 'Running'}
                </Badge>
                <span>
                  {c.label} ({c.section}): due {formatDate(c.due)}
                  {!c.done && ` · ${c.daysLeft < 0 ? `${-c.daysLeft} ${c.unit} late` : `${c.daysLeft} ${c.unit} left`}`}
                </span>
              </li>
            ))}
          </StyledList>
        </>
      )}
      {moves.length > 0 && (
        <>
          <h3>Next</h3>
          <StyledList aria-label="Next stages">
            {moves.map((n) => (
              <li key={n.stage}>
                <Button type="button" variant="secondary" onClick={() => setActing(n.stage)}>
                  {n.stage === 'offered' ? 'Send offer' : `Move to ${n.label}`}
                </Button>
                {n.missing.length > 0 && <span>Waiting on: {n.missing.map((m) => m.message).join('; ')}</span>}
              </li>
            ))}
          </StyledList>
        </>
      )}
      {acting === 'offered' && <SendOfferDialog teacherId={teacherId} admission={p.admission} onClose={() => setActing(null)} />}
      {acting && acting !== 'offered' && <MoveDialog teacherId={teacherId} stage={acting} onClose={() => setActing(null)} />}
    </Section>
  );
}
