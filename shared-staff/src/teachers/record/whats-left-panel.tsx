import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import {
  checklistRules,
  WAITS_ON_WORDS,
  whatsLeft,
  type ChecklistEvidence,
  type ChecklistItem,
  type ChecklistTeacher,
  type TeacherBody,
  type TeacherDocuments,
  type TeacherFieldHours,
} from 'shared-domain';
import { useTeacherDocuments, useTeacherFieldHours } from '../evidence/api';
import { useSystemSettings } from '../../lib/api/get-settings';
import { Section } from 'shared-ui/staff';
import { parseFormValues } from './form-values';
import { CHECKLIST_SECTIONS, sectionAnchor } from './sections/record-sections';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledItem = styled.li<{ $done: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $done }) => ($done ? theme.colors.success.bg : theme.colors.warning.bg)};
  color: ${({ theme, $done }) => ($done ? theme.colors.success.fg : theme.colors.warning.fg)};
  & small {
    display: block;
  }
  & a {
    color: inherit;
  }
`;

/** The evidence What's left reads, from the record's own Documents and Field hours answers (the same the teacher's reads). */
export function checklistEvidence(documents: TeacherDocuments | undefined, hours: TeacherFieldHours | undefined): ChecklistEvidence {
  const returned: Partial<Record<string, string>> = {};
  for (const k of documents?.kinds ?? []) if (k.current?.status === 'returned') returned[k.kind] = k.current.returnReason;
  return { fieldHours: hours?.summary.text, returned };
}

/** "What's left" before certification, computed live from the form (docs/domain/derived-state.md, "What's left"). */
export function WhatsLeftPanel({
  teacherId,
  fallback,
  showBalance = true,
}: {
  teacherId: string;
  fallback: ChecklistTeacher;
  showBalance?: boolean;
}) {
  const values = useWatch<TeacherBody>();
  const settings = useSystemSettings();
  const documents = useTeacherDocuments(teacherId);
  const hours = useTeacherFieldHours(teacherId);
  const items = useMemo(
    // A supervisor does not see amounts: nor whether the balance is paid.
    () =>
      whatsLeft(
        parseFormValues(values) ?? fallback,
        new Date(),
        checklistRules(settings.data),
        checklistEvidence(documents.data, hours.data),
      ).filter((i) => showBalance || i.key !== 'balance'),
    [values, fallback, settings.data, showBalance, documents.data, hours.data],
  );
  return <WhatsLeftList items={items} hrefOf={(key) => `#${sectionAnchor(CHECKLIST_SECTIONS[key] ?? 'personal')}`} />;
}

/**
 * "What's left" as a card: how many items are open, then each item, done or open in words (and colour), with why it
 * is open. `hrefOf` links an item to where it is done (the record's form); without it the list only reads.
 */
export function WhatsLeftList({ items, hrefOf }: { items: readonly ChecklistItem[]; hrefOf?: (key: string) => string }) {
  const open = items.filter((i) => !i.done).length;
  return (
    <Section title="What's left" actions={<strong>{open === 0 ? 'All requirements met' : `${open} of ${items.length} open`}</strong>}>
      <StyledList aria-label="What's left checklist">
        {items.map((item) => (
          <StyledItem key={item.key} $done={item.done}>
            <span aria-hidden="true">{item.done ? '✓' : '○'}</span>
            <span>
              {hrefOf ? <a href={hrefOf(item.key)}>{item.label}</a> : item.label} <strong>{item.done ? '(done)' : '(open)'}</strong>
              {item.detail && !item.done && <small>{item.detail}</small>}
              {!item.done && <small>{WAITS_ON_WORDS[item.waitsOn]}</small>}
            </span>
          </StyledItem>
        ))}
      </StyledList>
    </Section>
  );
}
