import styled from 'styled-components';
import { GLOSSARY, formatDate, formatUsd, type Invoice } from 'shared-domain';
import { ChargeStateBadge } from 'shared-ui';
import { PrintableDocument } from './printable-document';

// One charge's printable invoice: the page staff print (remote-admin) and the teacher's own (remote-teacher).

const INVOICE_ID = 'printable-invoice';

/** The invoice in the printable-document frame (as a teacher's evidence): printed, it is alone on the paper. */
const StyledInvoice = styled(PrintableDocument)`
  gap: ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
  & address {
    font-style: normal;
  }
  @media ${({ theme }) => theme.breakpoints.sm} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const StyledParties = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const StyledLines = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  & th:last-child,
  & td:last-child {
    text-align: right;
    white-space: nowrap;
    padding-left: ${({ theme }) => theme.space.sm};
  }
  & tfoot td,
  & tfoot th {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    border-bottom: 0;
  }
`;

/** The invoice itself; printing shows it alone. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { charge, program, teacher } = invoice;
  return (
    <StyledInvoice id={INVOICE_ID} label={`Invoice ${invoice.number}`} maxWidth="48rem">
      <StyledParties>
        <div>
          <h2>{program.name}</h2>
          <address>
            {program.email}
            <br />
            {program.phone}
            <br />
            {program.url}
          </address>
        </div>
        <div>
          <h3>Invoice {invoice.number}</h3>
          <p>Date: {formatDate(charge.date)}</p>
          <p>Due date: {formatDate(charge.dueDate)}</p>
          <p>
            <ChargeStateBadge charge={charge} />
          </p>
        </div>
      </StyledParties>
      <div>
        <h3>Bill to</h3>
        <address>
          {teacher.name}
          {teacher.email && (
            <>
              <br />
              {teacher.email}
            </>
          )}
        </address>
      </div>
      <StyledLines aria-label="Invoice lines">
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{charge.description}</td>
            <td>{formatUsd(charge.amount)}</td>
          </tr>
          {charge.payments.map((p) => (
            <tr key={p._id}>
              <td>
                Payment received {formatDate(p.date)} ({p.method})
              </td>
              <td>−{formatUsd(p.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{GLOSSARY.balanceDue}</th>
            <td>{formatUsd(charge.open)}</td>
          </tr>
        </tfoot>
      </StyledLines>
      <p>
        Questions about this invoice: {program.email} or {program.phone}.
      </p>
    </StyledInvoice>
  );
}
