import styled from 'styled-components';
import { AREAS, CLIENT_ERRORS_LISTED, type ClientError } from 'shared-domain';
import { Badge } from 'shared-ui';
import { DataTable, PageHeader, Section, type DataTableColumn } from 'shared-ui/staff';
import { QueryContent } from 'shared-staff';
import { useClientErrors } from './api/get-client-errors';

export const CLIENT_ERRORS_FETCH_FAILED = 'Failed to fetch the client errors. Please try again later.';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
const AREA_TITLE: Record<string, string> = Object.fromEntries(
  AREAS.map((a) => [a.name, a.name === 'public' ? 'Public site' : a.name[0].toUpperCase() + a.name.slice(1)]),
);

const StyledStack = styled.pre`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  max-width: 48rem;
  max-height: 16rem;
  overflow: auto;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: pre-wrap;
  word-break: break-word;
`;

function ErrorText({ e }: { e: ClientError }) {
  return (
    <>
      {e.message}
      {e.stack && (
        <details>
          <summary>Stack</summary>
          <StyledStack>{e.stack}</StyledStack>
        </details>
      )}
    </>
  );
}

const columns: DataTableColumn<ClientError>[] = [
  { key: 'when', header: 'When', render: (e) => WHEN.format(new Date(e.createdAt)), sortValue: (e) => e.createdAt },
  { key: 'area', header: 'Area', render: (e) => AREA_TITLE[e.area] ?? e.area, sortValue: (e) => e.area },
  { key: 'page', header: 'Page', render: (e) => e.page, sortValue: (e) => e.page },
  {
    key: 'kind',
    header: 'Kind',
    render: (e) => (e.kind === 'chunk' ? <Badge tone="yellow">Code failed to load</Badge> : <Badge tone="red">Page threw</Badge>),
  },
  { key: 'error', header: 'Error', render: (e) => <ErrorText e={e} /> },
  { key: 'role', header: 'Signed in as', render: (e) => e.role ?? 'Signed out' },
  { key: 'release', header: 'Build', render: (e) => e.release || '—' },
];

/** What browsers reported: pages that threw and code that failed to load, newest first. */
export default function ClientErrorsPage() {
  const errors = useClientErrors();
  return (
    <>
      <PageHeader
        title="Client errors"
        subtitle={`Errors people's browsers reported: a page that could not be shown or code that failed to load (the last ${CLIENT_ERRORS_LISTED})`}
      />
      <Section title="Recent errors">
        <QueryContent query={errors} message={CLIENT_ERRORS_FETCH_FAILED} request="GET /api/client-errors">
          {(rows) => (
            <DataTable
              caption="Recent client errors"
              columns={columns}
              rows={rows}
              getRowId={(e) => e._id}
              emptyText="No errors reported"
              initialSort={{ key: 'when', direction: 'desc' }}
            />
          )}
        </QueryContent>
      </Section>
    </>
  );
}
