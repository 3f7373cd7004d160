import { Link } from 'react-router-dom';
import { RECENT_REGISTRATIONS_LIMIT, formatDate, type AdminDashboard } from 'shared-domain';
import { ListPanel } from 'shared-ui/staff';
import { SchoolStatusBadge } from 'shared-staff';
import { paths } from '../../paths';

/** The newest schools, capped at 5 (product spec §9). */
export function RecentRegistrations({ schools }: { schools: AdminDashboard['recentRegistrations'] }) {
  const shown = schools.slice(0, RECENT_REGISTRATIONS_LIMIT);
  return (
    <ListPanel
      title="Recent Registrations"
      items={shown}
      empty="No schools have registered yet"
      layout="stack"
      gap="sm"
      itemKey={(s) => s._id}
      renderItem={(s) => (
        <>
          <span>
            <Link to={paths.schools.detail.getHref(s._id)}>{s.name}</Link> <SchoolStatusBadge status={s.status} />
          </span>
          <small>{`${s.districtName} · registered ${formatDate(s.createdAt)}`}</small>
        </>
      )}
    />
  );
}
