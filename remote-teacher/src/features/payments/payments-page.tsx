import { PageHeader } from 'shared-ui/staff';

export function PaymentsPage() {
  return <PageHeader title="My payments" />;
}
