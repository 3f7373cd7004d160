import { useState } from 'react';
import styled from 'styled-components';
import { Button, CheckboxField, EmptyState, LoadingText, spacedRow, useToast } from 'shared-ui';
import { PageHeader } from 'shared-ui/staff';
import { errorMessage } from 'shared-auth';
import { useInquiries } from './api/get-inquiries';
import { useUpdateInquiry } from './api/update-inquiry';
import { InquiryCard } from './inquiry-card';
import { QueryErrorPanel } from 'shared-staff';

export const INQUIRIES_FETCH_FAILED = 'Failed to fetch inquiries. Please try again later.';
export const INQUIRY_UPDATE_FAILED = 'Failed to update the inquiry';

const StyledPager = styled.nav`
  ${spacedRow}
  margin-top: ${({ theme }) => theme.space.md};
`;

const StyledPagerButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

/** Contact-form inquiries, newest first, a page at a time from the server; each can be marked handled. */
export default function InquiriesPage() {
  const [onlyNew, setOnlyNew] = useState(false);
  const [page, setPage] = useState(1);
  const query = useInquiries({ page, onlyNew });
  const update = useUpdateInquiry();
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);

  if (query.isPending) return <LoadingText />;
  if (query.isError) return <QueryErrorPanel query={query} message={INQUIRIES_FETCH_FAILED} request="GET /api/inquiries" />;

  const { inquiries: rows, total, open, all, pageSize } = query.data;
  const first = total === 0 ? 0 : (query.data.page - 1) * pageSize + 1;
  const last = Math.min(total, query.data.page * pageSize);
  const toggle = async (id: string, handled: boolean, undo = true) => {
    setBusyId(id);
    try {
      await update.mutateAsync({ id, handled });
      if (undo) {
        toast.show(handled ? 'Inquiry marked handled' : 'Inquiry marked as new', 'success', {
          label: 'Undo',
          onAction: () => void toggle(id, !handled, false),
        });
      }
    } catch (err) {
      toast.show(errorMessage(err, INQUIRY_UPDATE_FAILED), 'error');
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <PageHeader title="Inquiries" subtitle={`${open} new of ${all} from the contact form`} />
      <CheckboxField
        label="Show only new inquiries"
        checked={onlyNew}
        onChange={(e) => {
          setOnlyNew(e.target.checked);
          setPage(1);
        }}
      />
      <StyledList>
        {rows.length === 0 ? (
          <EmptyState>{onlyNew ? 'No new inquiries' : 'No inquiries yet'}</EmptyState>
        ) : (
          rows.map((i) => <InquiryCard key={i._id} inquiry={i} busy={busyId === i._id} onToggle={() => void toggle(i._id, !i.handled)} />)
        )}
      </StyledList>
      {total > 0 && (
        <StyledPager aria-label="Inquiry pages">
          <p aria-live="polite">
            Showing {first}–{last} of {total}
          </p>
          <StyledPagerButtons>
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
              Previous
            </Button>
            <Button variant="secondary" size="sm" disabled={last >= total} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </StyledPagerButtons>
        </StyledPager>
      )}
    </>
  );
}
