import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { EXAM_TYPES, MESSAGES } from 'shared-domain';
import { Button, SelectField, TextAreaField, TextField } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { nextExamNumber } from './exam-numbers';
import { onEnter, useTeacherField } from './use-teacher-field';
import { sectionAnchor } from './record-sections';

export const StyledRows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledRow = styled.li`
  display: grid;
  grid-template-columns: 8rem minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  @media ${({ theme }) => theme.breakpoints.sm} {
    grid-template-columns: minmax(0, 1fr);
  }
  & > .exam-notes {
    grid-column: 1 / -1;
  }
`;

export const StyledAdd = styled(StyledRow).attrs({ as: 'div' })`
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px dashed ${({ theme }) => theme.colors.border};
`;

/** Exams: number + type rows; 'Add Exam' needs a number and suggests the next one (product spec 'Exams'). */
export function ExamsSection() {
  const { form, field } = useTeacherField();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'exams' });
  const exams = useWatch({ control: form.control, name: 'exams' }) ?? [];
  const suggested = nextExamNumber(exams);
  const [number, setNumber] = useState<string | null>(null);
  const [content, setContent] = useState<string>('n/a');
  const shown = number ?? String(suggested);
  const valid = /^\s*\d+\s*$/.test(shown) && Number(shown) >= 1;
  const add = () => {
    if (!valid) return;
    append({ number: Number(shown), content: content as (typeof EXAM_TYPES)[number], notes: [] });
    setNumber(null);
    setContent('n/a');
  };
  return (
    <Section id={sectionAnchor('exams')} title="Exams">
      {fields.length === 0 ? (
        <p>{MESSAGES.noExams}</p>
      ) : (
        <StyledRows aria-label="Exams">
          {fields.map((f, i) => (
            <StyledRow key={f.id}>
              <TextField label={`Exam ${i + 1} number`} inputMode="numeric" {...field(`exams.${i}.number`)} />
              <SelectField label={`Exam ${i + 1} type`} options={EXAM_TYPES} {...field(`exams.${i}.content`)} />
              <Button variant="secondary" onClick={() => remove(i)} aria-label={`Remove exam ${i + 1}`}>
                Remove
              </Button>
              <div className="exam-notes">
                <TextAreaField
                  label={`Exam ${i + 1} notes`}
                  hint="One note per line (attempts, scores, retake dates)"
                  rows={2}
                  value={(exams[i]?.notes ?? []).join('\n')}
                  onChange={(e) =>
                    form.setValue(`exams.${i}.notes`, e.target.value === '' ? [] : e.target.value.split('\n'), { shouldDirty: true })
                  }
                />
              </div>
            </StyledRow>
          ))}
        </StyledRows>
      )}
      <StyledAdd>
        <TextField
          label="New exam number"
          inputMode="numeric"
          hint={`Suggested: ${suggested}`}
          value={shown}
          onChange={(e) => setNumber(e.target.value)}
          onKeyDown={onEnter(add)}
        />
        <SelectField label="New exam type" options={EXAM_TYPES} value={content} onChange={(e) => setContent(e.target.value)} />
        <Button variant="secondary" onClick={add} disabled={!valid}>
          Add Exam
        </Button>
      </StyledAdd>
    </Section>
  );
}
