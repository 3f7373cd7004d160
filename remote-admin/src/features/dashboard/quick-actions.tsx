import { ButtonLinks, Section } from 'shared-ui/staff';
import { paths } from '../../paths';

export function QuickActions() {
  return (
    <Section title="Quick Actions">
      <ButtonLinks
        links={[
          { to: paths.teachers.add.getHref(), label: 'Add Teacher', state: { isNewTeacher: true } },
          { to: paths.schools.add.getHref(), label: 'Add School', variant: 'secondary' },
          { to: paths.supervisors.add.getHref(), label: 'Add Supervisor', variant: 'secondary' },
          { to: paths.schools.list.getHref('inactive'), label: 'Review Schools', variant: 'secondary' },
          { to: paths.inquiries.getHref(), label: 'Inquiries', variant: 'secondary' },
          { to: paths.outbox.getHref(), label: 'Outbox', variant: 'secondary' },
        ]}
      />
    </Section>
  );
}
