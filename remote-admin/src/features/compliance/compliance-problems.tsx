import styled from 'styled-components';
import { COMPLIANCE_AT_RISK_DAYS, COMPLIANCE_PROBLEM_LABELS, formatDate, type ComplianceRow } from 'shared-domain';
import { Badge } from 'shared-ui';
import { datesWhole } from 'shared-ui/staff';

const StyledChips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  & details {
    display: inline-block;
    max-width: 100%;
  }
  /* A chip's words wrap at their spaces in a narrow cell (a phone card), its date kept whole. */
  & summary > span {
    white-space: normal;
  }
  & summary {
    cursor: pointer;
    list-style: none;
    border-radius: ${({ theme }) => theme.radii.pill};
  }
  & summary::-webkit-details-marker {
    display: none;
  }
  & summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  & details p {
    margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
    max-width: 22rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: normal;
  }
`;

interface Chip {
  key: string;
  label: string;
  detail: string;
}

/**
 * What a row's Problems column says: each problem as a short chip with its sentence on demand; a row at risk or
 * overdue says what puts it there even with no problem recorded yet, and an intern without a field supervisor says so.
 */
export function complianceChips(r: ComplianceRow): Chip[] {
  const chips: Chip[] = r.problems.map((p, i) => ({ key: `${p.code}-${i}`, label: COMPLIANCE_PROBLEM_LABELS[p.code], detail: p.message }));
  if (!r.supervisor && r.status !== 'not applicable' && r.status !== 'complete') {
    chips.push({ key: 'no-supervisor', label: 'No supervisor', detail: 'No field supervisor is assigned to observe this intern' });
  }
  if (!r.problems.length && r.nextDue && (r.status === 'at risk' || r.status === 'overdue')) {
    chips.push({
      key: 'due',
      label: r.status === 'overdue' ? `Overdue since ${formatDate(r.nextDue)}` : `Due by ${formatDate(r.nextDue)}`,
      detail:
        r.status === 'overdue'
          ? `Formal observations required by ${formatDate(r.nextDue)} are not done yet`
          : `Formal observations are due by ${formatDate(r.nextDue)}, within ${COMPLIANCE_AT_RISK_DAYS} days, and are not done yet`,
    });
  }
  return chips;
}

/** A row's Problems cell: the chips, each opening its sentence. */
export function Problems({ row }: { row: ComplianceRow }) {
  const chips = complianceChips(row);
  if (!chips.length) return <>None</>;
  return (
    <StyledChips aria-label={`Problems of ${row.name.first} ${row.name.last}`}>
      {chips.map((c) => (
        <li key={c.key}>
          <details>
            <summary aria-label={`${c.label}: show details`}>
              <Badge tone={row.status === 'overdue' ? 'red' : 'yellow'}>{datesWhole(c.label)}</Badge>
            </summary>
            <p>{datesWhole(c.detail)}</p>
          </details>
        </li>
      ))}
    </StyledChips>
  );
}
