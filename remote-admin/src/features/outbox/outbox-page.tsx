import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate, type OutboxMessage } from 'shared-domain';
import { Badge, Button, LoadingText } from 'shared-ui';
import { DataTable, PageHeader, datesWhole, useUrlParams, type DataTableColumn } from 'shared-ui/staff';
import { useOutbox } from './api/get-outbox';
import { QueryErrorPanel } from 'shared-staff';
import { DeliveryNotice } from './delivery-notice';
import { MessagePanel } from './message-panel';
import { KIND_LABELS, STATUS_LABELS, STATUS_TONES, recipient } from './outbox-words';

export const OUTBOX_FETCH_FAILED = 'Failed to fetch the outbox. Please try again later.';

/** The URL parameter of the message open in the panel (a link to it opens it). */
const MESSAGE_PARAM = 'message';

const StyledSubject = styled(Link)`
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const subjectLink = (m: OutboxMessage) => (
  <StyledSubject to={{ search: `?${MESSAGE_PARAM}=${m._id}` }}>{datesWhole(m.subject)}</StyledSubject>
);

// On a phone a message is three lines: its subject; to whom and when; its state and kind.
const columns: DataTableColumn<OutboxMessage>[] = [
  {
    key: 'date',
    header: 'Date',
    nowrap: true,
    phoneLine: 2,
    phoneOrder: 1,
    render: (m) => formatDate(m.createdAt),
    sortValue: (m) => m.createdAt,
  },
  { key: 'to', header: 'To', phoneLine: 2, phoneOrder: 0, render: recipient, sortValue: (m) => m.to },
  { key: 'subject', header: 'Subject', minWidth: '14rem', phoneLine: 1, render: subjectLink },
  { key: 'kind', header: 'Kind', phoneLine: 3, render: (m) => KIND_LABELS[m.kind] ?? m.kind, sortValue: (m) => m.kind },
  {
    key: 'status',
    header: 'Status',
    phoneLine: 3,
    phoneOrder: 0,
    render: (m) => (
      <span title={m.lastError ?? undefined}>
        <Badge tone={STATUS_TONES[m.status] ?? 'gray'}>{STATUS_LABELS[m.status] ?? m.status}</Badge>
        {m.lastError ? ` ${m.lastError}` : ''}
      </span>
    ),
    sortValue: (m) => m.status,
  },
  { key: 'attempts', header: 'Attempts', render: (m) => m.attempts, align: 'right', nowrap: true },
];

/** Outbox: approvals, request answers, new accounts, resets, invitations and reminders the product e-mailed (or texted) or holds. */
export default function OutboxPage() {
  const query = useOutbox();
  const [params, setParams] = useUrlParams();
  const openId = params.get(MESSAGE_PARAM);
  const open = useCallback((m: OutboxMessage) => setParams((p) => p.set(MESSAGE_PARAM, m._id)), [setParams]);
  const close = useCallback(() => setParams((p) => p.delete(MESSAGE_PARAM)), [setParams]);
  if (query.isPending) return <LoadingText />;
  if (query.isError) return <QueryErrorPanel query={query} message={OUTBOX_FETCH_FAILED} request="GET /api/outbox" />;
  const message = openId ? query.data.find((m) => m._id === openId) : undefined;
  return (
    <>
      <PageHeader
        title="Outbox"
        subtitle="E-mails the portal sent or holds for sending"
        actions={
          <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            Refresh
          </Button>
        }
      />
      <DeliveryNotice />
      <DataTable
        caption="Outbox e-mails"
        columns={columns}
        rows={query.data}
        getRowId={(m) => m._id}
        emptyText="No e-mails yet"
        initialSort={{ key: 'date', direction: 'desc' }}
        onRowOpen={open}
      />
      {message && <MessagePanel message={message} onClose={close} />}
    </>
  );
}
