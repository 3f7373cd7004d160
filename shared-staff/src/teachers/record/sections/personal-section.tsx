import { useWatch } from 'react-hook-form';
import { TEACHER_FORM_STATUSES, formatDate } from 'shared-domain';
import { FormGrid, SelectField, TextField } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { TeacherStatusBadge } from '../../list/status-badge';
import { useTeacherField } from './use-teacher-field';
import { sectionAnchor } from './record-sections';

/** Name, status and program ids (product spec §3). `dateAdded` shows on an existing record. */
export function PersonalSection({ dateAdded }: { dateAdded?: string }) {
  const { form, field } = useTeacherField();
  const status = useWatch({ control: form.control, name: 'teacherStatus' });
  // 'pending' is the stored default; the form offers the four statuses of the spec, plus the current one.
  const options = TEACHER_FORM_STATUSES.includes(status as never) ? TEACHER_FORM_STATUSES : [status, ...TEACHER_FORM_STATUSES];
  return (
    <Section id={sectionAnchor('personal')} title="Personal Information" actions={<TeacherStatusBadge status={status} />}>
      <FormGrid columns={3}>
        <TextField label="First Name" required autoComplete="off" {...field('name.first')} />
        <TextField label="Last Name" required autoComplete="off" {...field('name.last')} />
        <SelectField label="Teacher Status" options={options} {...field('teacherStatus')} />
        <TextField label="TEA ID" inputMode="numeric" {...field('teaId')} />
        <TextField label="Orbund ID" inputMode="numeric" {...field('orbundId')} />
        {dateAdded && <TextField label="Date Added" value={formatDate(dateAdded)} readOnly />}
      </FormGrid>
    </Section>
  );
}
