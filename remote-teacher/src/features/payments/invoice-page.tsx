import { useParams } from 'react-router-dom';
import { apiPaths } from 'shared-domain';
import { Button } from 'shared-ui';
import { BackLink, InvoiceDocument, PageHeader } from 'shared-ui/staff';
import { request } from '../../api/request';
import { useMyInvoice } from '../../api/get-my-invoice';
import { QueryState } from '../../components/query-state';
import { paths } from '../../paths';

export const INVOICE_FAILED = 'The invoice could not be loaded.';

/** /teacher/payments/invoices/:id: one charge's invoice, the printable page staff print (e-mailed invoices link here). */
export function InvoicePage() {
  const { id = '' } = useParams();
  const query = useMyInvoice(id);
  return (
    <>
      <BackLink to={paths.payments.getHref()} label="My payments" />
      <PageHeader
        title={query.data ? `Invoice ${query.data.number}` : 'Invoice'}
        actions={
          query.data && (
            <Button onClick={() => window.print()} aria-label="Print invoice">
              Print
            </Button>
          )
        }
      />
      <QueryState query={query} message={INVOICE_FAILED} request={request(apiPaths.myInvoice(id))}>
        {(invoice) => <InvoiceDocument invoice={invoice} />}
      </QueryState>
    </>
  );
}
