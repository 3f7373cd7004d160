import { PageHeader } from 'shared-ui/staff';

export function MyDataPage() {
  return <PageHeader title="My data" />;
}
