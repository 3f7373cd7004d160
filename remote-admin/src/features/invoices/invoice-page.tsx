import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { api } from 'shared-auth';
import { apiPaths, queryKeys, type Invoice } from 'shared-domain';
import { Button } from 'shared-ui';
import { BackLink, InvoiceDocument, PageHeader } from 'shared-ui/staff';
import { QueryContent } from 'shared-staff';
import { paths } from '../../paths';

export const INVOICE_FETCH_FAILED = 'The invoice could not be loaded.';

const useInvoice = (teacherId: string, chargeId: string) =>
  useQuery({
    queryKey: [...queryKeys.teachers.ledger(teacherId), 'invoice', chargeId],
    queryFn: ({ signal }) => api.get<Invoice>(apiPaths.teacherInvoice(teacherId, chargeId), { signal }),
  });

/** /admin/teachers/:id/invoices/:chargeId: one charge's invoice, ready to print. */
export default function InvoicePage() {
  const { id = '', chargeId = '' } = useParams();
  const invoice = useInvoice(id, chargeId);
  return (
    <>
      <BackLink to={`${paths.teachers.detail.getHref(id)}#record-financials`} label="Teacher record" />
      <PageHeader
        title={invoice.data ? `Invoice ${invoice.data.number}` : 'Invoice'}
        actions={
          invoice.data && (
            <Button onClick={() => window.print()} aria-label="Print invoice">
              Print
            </Button>
          )
        }
      />
      <QueryContent query={invoice} message={INVOICE_FETCH_FAILED} request={`GET /api/${apiPaths.teacherInvoice(id, chargeId)}`}>
        {(data) => <InvoiceDocument invoice={data} />}
      </QueryContent>
    </>
  );
}
