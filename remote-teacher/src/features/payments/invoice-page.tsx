import { PageHeader } from 'shared-ui/staff';

export function InvoicePage() {
  return <PageHeader title="Invoice" />;
}
