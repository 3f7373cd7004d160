import { PageHeader } from 'shared-ui/staff';

export function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}
