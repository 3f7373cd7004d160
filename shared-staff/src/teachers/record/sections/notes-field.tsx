import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { formatDate, type TeacherBody } from 'shared-domain';
import { Button, TextAreaField } from 'shared-ui';

type NotesName = 'mentor.notes' | 'ppr.notes';
type Note = { date: string; content?: string; description?: string };

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  & > li {
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.md};
    white-space: pre-wrap;
  }
  & time {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

interface NotesFieldProps {
  name: NotesName;
  /** Mentor notes keep their text in `content`, PPR notes in `description` (product spec §3). */
  textKey: 'content' | 'description';
  label: string;
}

/** 'Add Note' opens a textarea; Save appends {ISO date, trimmed text} unless blank; Cancel clears (product spec §4). */
export function NotesField({ name, textKey, label }: NotesFieldProps) {
  const { control } = useFormContext<TeacherBody>();
  const { fields, append } = useFieldArray({ control, name });
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const save = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    append({ date: new Date().toISOString(), [textKey]: trimmed } as TeacherBody['mentor']['notes'][number] &
      TeacherBody['ppr']['notes'][number]);
    setText('');
    setOpen(false);
  };
  const cancel = () => {
    setText('');
    setOpen(false);
  };
  return (
    <div>
      <h3>{label}</h3>
      {fields.length === 0 ? (
        <p>No notes yet</p>
      ) : (
        <StyledList aria-label={label}>
          {(fields as unknown as (Note & { id: string })[]).map((note) => (
            <li key={note.id}>
              <time dateTime={note.date}>{formatDate(note.date)}</time>
              {note[textKey]}
            </li>
          ))}
        </StyledList>
      )}
      {open ? (
        <>
          <TextAreaField
            label={`New ${label.toLowerCase().replace(/s$/, '')}`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the box appears because the user pressed 'Add Note': focus follows that action
            autoFocus
          />
          <StyledRow>
            <Button size="sm" onClick={save}>
              Save
            </Button>
            <Button size="sm" variant="secondary" onClick={cancel}>
              Cancel
            </Button>
          </StyledRow>
        </>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          Add Note
        </Button>
      )}
    </div>
  );
}
