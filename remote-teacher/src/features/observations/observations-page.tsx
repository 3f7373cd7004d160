import { PageHeader } from 'shared-ui/staff';

export function ObservationsPage() {
  return <PageHeader title="My observations" />;
}
