import { PageHeader } from 'shared-ui/staff';

export function ProfilePage() {
  return <PageHeader title="My profile" />;
}
