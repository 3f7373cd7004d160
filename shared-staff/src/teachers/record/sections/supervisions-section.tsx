import { useState, type ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import styled from 'styled-components';
import { formatDate, MESSAGES, supervisionRecordSchema, type StoredObservation, type Teacher } from 'shared-domain';
import { Badge, Button, VisuallyHidden } from 'shared-ui';
import { CardCell, phoneCardStyles, Section, wholeOnHover } from 'shared-ui/staff';
import { OBSERVATION_COLUMNS, ObservationCells } from '../../supervision/observation-cells';
import { RecordSupervisionDialog } from '../../supervision/record-supervision-dialog';
import { RemoveObservationDialog } from '../../supervision/remove-observation-dialog';
import { useTeacherField } from './use-teacher-field';
import { sectionAnchor } from './record-sections';
import { ComplianceCard } from './compliance-card';
import { ObservationGrowth } from '../../supervision/observation-growth';
import { SendToMentor } from '../../signatures/send-to-mentor';

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    padding: ${({ theme }) => theme.space.xs};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    /* 'anywhere' let the table squeeze columns into 'Mod e', 'Duratio n'; words stay whole now. */
    overflow-wrap: break-word;
  }
  /* On a phone each record is a card of label / value lines (shared-ui's phone cards). */
  ${phoneCardStyles}
  @media ${({ theme }) => theme.breakpoints.phone} {
    & tbody tr {
      padding: ${({ theme }) => theme.space.xs} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    & tbody td {
      padding: ${({ theme }) => theme.space.xxs} 0;
    }
  }
  /* A removed observation: its figures struck through, and the 'Removed' tag and note say so in words. */
  & tr[data-removed] td.observed [data-cell-value] {
    text-decoration: line-through;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The teacher's acknowledgement under where the observation came from. */
const StyledReceipt = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
  & q {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const StyledLogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** An observation's acts (removing it). */
const StyledRowActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
`;

type LoggedObservation = StoredObservation & { removedAt?: string; removedBy?: string; reason?: string };

/** Where an observation came from, from the server's stamps. */
export function provenance(o: LoggedObservation): string {
  const on = o.recordedAt ? ` on ${formatDate(o.recordedAt)}` : '';
  const by = o.recordedBy ? ` by ${o.recordedBy}` : '';
  const origin =
    o.source === 'recorded'
      ? `Recorded${by}${on}`
      : o.recordedBy || o.recordedAt
        ? `Entered with the record${by}${on}`
        : 'Entered before the portal kept the observation log';
  if (o.mentorAcknowledgedAt) return `${origin}; mentor acknowledged ${formatDate(o.mentorAcknowledgedAt)}`;
  return o.mentorCopySentAt ? `${origin}; mentor copy sent ${formatDate(o.mentorCopySentAt)}` : origin;
}

export interface SupervisionsSectionProps {
  /**
   * The saved record (the edit page): its observation log is the server's, added to with Add observation and, for
   * admins, removed from with a reason. Absent on a new record, whose past observations are entered with it.
   */
  record?: Pick<Teacher, '_id' | 'name' | 'supervisions'>;
  /** Admins remove observations (with a reason); supervisors do not. */
  canRemove?: boolean;
}

/** Field supervisor and the observation log (product spec 'Supervisions'; the log is the server's). */
export function SupervisionsSection({ record, canRemove = false }: SupervisionsSectionProps) {
  return (
    <Section id={sectionAnchor('supervisions')} title="Supervisions">
      {/* No free-text copy of the supervisor chosen in the assignment; the server derives the name. */}
      {record && <SupervisorLine record={record} />}
      <ComplianceCard />
      {record ? <ObservationLog record={record} canRemove={canRemove} /> : <EnteredObservations />}
      {record && <ObservationGrowth record={record} />}
    </Section>
  );
}

/** The record's field supervisor: the one chosen in the assignment, or a name kept from before the portal chose one. */
export function SupervisorLine({ record }: { record: NonNullable<SupervisionsSectionProps['record']> }) {
  const name = record.supervisions.supervisor.trim();
  return <p>{name ? `Field supervisor: ${name}` : 'No field supervisor assigned yet: an admin chooses one in the Assignment.'}</p>;
}

/** The log's caption and header row: the observation's columns, then where it was logged and an actions column. */
function ObservationHead({ logged = false, actions = false }: { logged?: boolean; actions?: boolean }) {
  return (
    <>
      <caption>
        <VisuallyHidden>Supervision records</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {[...OBSERVATION_COLUMNS, 'Comment'].map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
          {logged && <th scope="col">Logged</th>}
          {actions && (
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          )}
        </tr>
      </thead>
    </>
  );
}

/** The observations' table (or the message that there are none) and the 'Add observation' action under it. */
function ObservationTable({
  empty,
  logged = false,
  actions = false,
  note,
  onRecord,
  children,
}: {
  empty: boolean;
  logged?: boolean;
  actions?: boolean;
  note?: string;
  onRecord: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {empty ? (
        <p>{MESSAGES.noSupervisions}</p>
      ) : (
        <StyledTable>
          <ObservationHead logged={logged} actions={actions} />
          <tbody>{children}</tbody>
        </StyledTable>
      )}
      <StyledLogActions>
        <Button variant="secondary" onClick={onRecord}>
          Add observation
        </Button>
        {note && <span>{note}</span>}
      </StyledLogActions>
    </>
  );
}

/** A saved record's log: each observation with where it came from; removed ones stay, marked. */
export function ObservationLog({
  record,
  canRemove,
  note = 'Observations are added and removed here, each on its own; Save Changes does not change them.',
}: {
  record: NonNullable<SupervisionsSectionProps['record']>;
  canRemove: boolean;
  /** Said beside 'Add observation' (the record's form: that Save Changes leaves the log alone). */
  note?: string;
}) {
  const [recording, setRecording] = useState(false);
  const [removing, setRemoving] = useState<StoredObservation | null>(null);
  const { list, removed = [] } = record.supervisions;
  // In the order they happened, a removed one where it was.
  const rows: LoggedObservation[] = [...list, ...removed].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <>
      <ObservationTable empty={rows.length === 0} logged actions onRecord={() => setRecording(true)} note={note}>
        {rows.map((o) => (
          <tr key={o._id} data-removed={o.removedAt ? '' : undefined}>
            <ObservationCells observation={o} comment className="observed" />
            <td data-label="Logged">
              <CardCell label="Logged">
                {o.removedAt ? (
                  <>
                    <Badge tone="gray">Removed</Badge> <span>{`Removed on ${formatDate(o.removedAt)} by ${o.removedBy}: ${o.reason}`}</span>
                  </>
                ) : (
                  <>
                    {wholeOnHover(provenance(o), { dates: true })}
                    {/* The teacher's receipt, and its reply, as the teacher wrote it. */}
                    {o.acknowledgedAt && (
                      <StyledReceipt>
                        <strong>{MESSAGES.acknowledgedOn(formatDate(o.acknowledgedAt))}</strong>
                        {o.reply && <q>{o.reply}</q>}
                      </StyledReceipt>
                    )}
                    {/* The mentor's copy (§228.105) beside where the observation came from: the actions column stays narrow. */}
                    <SendToMentor teacher={record} observation={o} />
                  </>
                )}
              </CardCell>
            </td>
            <td>
              {!o.removedAt && (
                <StyledRowActions>
                  {canRemove && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setRemoving(o)}
                      aria-label={`Remove the observation of ${formatDate(o.date)}`}
                    >
                      Remove
                    </Button>
                  )}
                </StyledRowActions>
              )}
            </td>
          </tr>
        ))}
      </ObservationTable>
      {recording && <RecordSupervisionDialog teacher={record} open onClose={() => setRecording(false)} />}
      {removing && <RemoveObservationDialog teacherId={record._id} observation={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}

/**
 * A new record's past observations, entered with it through the one observation dialog (no squeezed add
 * row): kept as entered by the user on the day the record is saved.
 */
function EnteredObservations() {
  const { form } = useTeacherField();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'supervisions.list' });
  const [recording, setRecording] = useState(false);
  const first = form.watch('name.first') ?? '';
  const last = form.watch('name.last') ?? '';
  return (
    <>
      <p>Past observations entered here are kept as entered by you with the record.</p>
      <ObservationTable empty={fields.length === 0} actions onRecord={() => setRecording(true)}>
        {fields.map((f, i) => (
          <tr key={f.id}>
            <ObservationCells observation={f} comment />
            <td>
              <Button size="sm" variant="secondary" onClick={() => remove(i)} aria-label={`Remove supervision record ${i + 1}`}>
                Remove
              </Button>
            </td>
          </tr>
        ))}
      </ObservationTable>
      {recording && (
        <RecordSupervisionDialog
          teacher={{ unsaved: true, name: { first, last } }}
          open
          onClose={() => setRecording(false)}
          onRecord={(input) => {
            const { updatedAt, ...rec } = input;
            void updatedAt;
            append(supervisionRecordSchema.parse(rec));
          }}
        />
      )}
    </>
  );
}
