import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { daysBetween, daysLabel, formatDate } from 'shared-domain';
import { Badge, FormGrid, TextAreaField, TextField } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { useTeacherField } from './use-teacher-field';
import { sectionAnchor } from './record-sections';

const StyledFacts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  & strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** Hired list: days from list to hire (absolute, rounded up), Hired / In Process (product spec 'Hired list'). */
export function HiredListSection() {
  const { form, field } = useTeacherField();
  const [dateAdded, dateHired] = useWatch({ control: form.control, name: ['hiredListInfo.dateAdded', 'hiredListInfo.dateHired'] });
  const days = daysBetween(dateAdded, dateHired);
  return (
    <Section
      id={sectionAnchor('hired')}
      title="Hired List"
      actions={<Badge tone={dateHired ? 'green' : 'blue'}>{dateHired ? 'Hired' : 'In Process'}</Badge>}
    >
      <TextAreaField label="Pending Items" rows={3} {...field('hiredListInfo.pendingItems')} />
      <FormGrid columns={2}>
        <TextField label="Date Added to List" type="date" {...field('hiredListInfo.dateAdded')} />
        <TextField label="Date Hired" type="date" {...field('hiredListInfo.dateHired')} />
      </FormGrid>
      <StyledFacts>
        {days !== null && (
          <p>
            <strong>{days}</strong> {daysLabel(days)}
          </p>
        )}
        {dateAdded && <p>{`Added on ${formatDate(dateAdded)}`}</p>}
      </StyledFacts>
    </Section>
  );
}
