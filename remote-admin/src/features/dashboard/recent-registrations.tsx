import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RECENT_REGISTRATIONS_LIMIT, formatDate, type AdminDashboard } from 'shared-domain';
import { EmptyState, Section } from 'shared-ui';
import { SchoolStatusBadge } from 'shared-staff';
import { paths } from '../../paths';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  & li { display: grid; gap: ${({ theme }) => theme.space.xxs}; }
  & small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The newest schools, capped at 5 (SPEC section 9). */
export function RecentRegistrations({ schools }: { schools: AdminDashboard['recentRegistrations'] }) {
  const shown = schools.slice(0, RECENT_REGISTRATIONS_LIMIT);
  return (
    <Section title="Recent Registrations">
      {shown.length === 0 ? (
        <EmptyState>No schools have registered yet</EmptyState>
      ) : (
        <StyledList>
          {shown.map((s) => (
            <li key={s._id}>
              <span>
                <Link to={paths.schools.detail.getHref(s._id)}>{s.name}</Link> <SchoolStatusBadge status={s.status} />
              </span>
              <small>{`${s.districtName} · registered ${formatDate(s.createdAt)}`}</small>
            </li>
          ))}
        </StyledList>
      )}
    </Section>
  );
}
