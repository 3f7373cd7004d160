import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import styled from 'styled-components';
import { OBSERVATION_KINDS, OBSERVATION_MODES, displayLabel, formatDate, MESSAGES, observation, observationMinutes } from 'shared-domain';
import { Button, SelectField, TextField, VisuallyHidden } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { onEnter, useTeacherField } from './use-teacher-field';
import { sectionAnchor } from './record-sections';
import { ComplianceCard } from './compliance-card';

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    padding: ${({ theme }) => theme.space.xs};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  /* On a phone each record is a card of label / value lines (the column headers are read from data-label). */
  @media ${({ theme }) => theme.breakpoints.phone} {
    & thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    & tr {
      display: block;
      padding: ${({ theme }) => theme.space.xs} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    & td {
      display: grid;
      grid-template-columns: 6.5rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.xs};
      border: 0;
    }
    & td[data-label]::before {
      content: attr(data-label);
      font-weight: 600;
    }
  }
`;

const StyledAdd = styled.div`
  display: grid;
  grid-template-columns: 10rem 8rem 8rem 7rem minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const EMPTY = { date: '', kind: 'formal', mode: 'in person', duration: '', comment: '' };

/** Minutes as entered ('45', '45 min'): stored as the number; other text as it is (shown, not counted). */
const minutesOf = (text: string) => observationMinutes(text) ?? text.trim();

/** How the log shows a duration: minutes, or old free text marked as not counted. */
const durationText = (d: number | string) => (typeof d === 'number' ? `${d} min` : d ? `${d} (not counted: not in minutes)` : '—');

/** Field supervisor and observation records; 'Add Record' waits for a date (product spec 'Supervisions'). */
export function SupervisionsSection() {
  const { form, field } = useTeacherField();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'supervisions.list' });
  const [draft, setDraft] = useState(EMPTY);
  const canAdd = draft.date.trim() !== '';
  const add = () => {
    if (!canAdd) return;
    append(
      observation({
        date: draft.date,
        kind: draft.kind === 'informal' ? 'informal' : 'formal',
        mode: draft.mode === 'virtual' ? 'virtual' : 'in person',
        duration: minutesOf(draft.duration),
        comment: draft.comment.trim(),
      }),
    );
    setDraft(EMPTY);
  };
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  return (
    <Section id={sectionAnchor('supervisions')} title="Supervisions">
      <TextField label="Supervisor Name" {...field('supervisions.supervisor')} />
      <ComplianceCard />
      {fields.length === 0 ? (
        <p>{MESSAGES.noSupervisions}</p>
      ) : (
        <StyledTable>
          <caption>
            <VisuallyHidden>Supervision records</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Kind</th>
              <th scope="col">Mode</th>
              <th scope="col">Duration</th>
              <th scope="col">Comment</th>
              <th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((f, i) => (
              <tr key={f.id}>
                <td data-label="Date">{formatDate(f.date)}</td>
                <td data-label="Kind">{displayLabel(f.kind)}</td>
                <td data-label="Mode">{displayLabel(f.mode)}</td>
                <td data-label="Duration">{durationText(f.duration)}</td>
                <td data-label="Comment">{f.comment}</td>
                <td>
                  <Button size="sm" variant="secondary" onClick={() => remove(i)} aria-label={`Remove supervision record ${i + 1}`}>
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      )}
      <StyledAdd>
        <TextField label="Record date" type="date" value={draft.date} onChange={set('date')} onKeyDown={onEnter(add)} />
        <SelectField label="Kind" options={OBSERVATION_KINDS} value={draft.kind} onChange={set('kind')} />
        <SelectField label="Mode" options={OBSERVATION_MODES} value={draft.mode} onChange={set('mode')} />
        <TextField
          label="Duration"
          placeholder="minutes"
          inputMode="numeric"
          value={draft.duration}
          onChange={set('duration')}
          onKeyDown={onEnter(add)}
        />
        <TextField label="Comment" value={draft.comment} onChange={set('comment')} onKeyDown={onEnter(add)} />
        <Button variant="secondary" onClick={add} disabled={!canAdd}>
          Add Record
        </Button>
      </StyledAdd>
    </Section>
  );
}
