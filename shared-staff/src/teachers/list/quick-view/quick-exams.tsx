import { useFieldArray, useWatch } from 'react-hook-form';
import { EXAM_TYPES, MESSAGES } from 'shared-domain';
import { Button, SelectField, TextField } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { nextExamNumber } from '../../record/sections/exam-numbers';
import { StyledRow, StyledRows } from '../../record/sections/exams-section';
import { useTeacherField } from '../../record/sections/use-teacher-field';

/** The modal's exam rows: 'Add Exam' appends the suggested number (1 for the first) with content 'n/a'. */
export function QuickExams() {
  const { form, field } = useTeacherField();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'exams' });
  const exams = useWatch({ control: form.control, name: 'exams' }) ?? [];
  return (
    <Section
      title="Exams"
      level={3}
      actions={
        <Button size="sm" variant="secondary" onClick={() => append({ number: nextExamNumber(exams), content: 'n/a', notes: [] })}>
          Add Exam
        </Button>
      }
    >
      {fields.length === 0 ? (
        <p>{MESSAGES.noExams}</p>
      ) : (
        <StyledRows aria-label="Exams">
          {fields.map((f, i) => (
            <StyledRow key={f.id}>
              <TextField label={`Exam ${i + 1} number`} inputMode="numeric" required {...field(`exams.${i}.number`)} />
              <SelectField label={`Exam ${i + 1} type`} options={EXAM_TYPES} {...field(`exams.${i}.content`)} />
              <Button variant="secondary" onClick={() => remove(i)} aria-label={`Remove exam ${i + 1}`}>
                Remove
              </Button>
            </StyledRow>
          ))}
        </StyledRows>
      )}
    </Section>
  );
}
