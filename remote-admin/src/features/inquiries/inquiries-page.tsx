import { useState } from 'react';
import styled from 'styled-components';
import { CheckboxField, EmptyState, LoadingText, useToast } from 'shared-ui';
import { PageHeader } from 'shared-ui/staff';
import { errorMessage } from 'shared-auth';
import { useInquiries } from './api/get-inquiries';
import { useUpdateInquiry } from './api/update-inquiry';
import { InquiryCard } from './inquiry-card';
import { QueryErrorPanel } from 'shared-staff';

export const INQUIRIES_FETCH_FAILED = 'Failed to fetch inquiries. Please try again later.';
export const INQUIRY_UPDATE_FAILED = 'Failed to update the inquiry';

const StyledList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

/** Contact-form inquiries, newest first; each can be marked handled. */
export default function InquiriesPage() {
  const query = useInquiries();
  const update = useUpdateInquiry();
  const toast = useToast();
  const [onlyNew, setOnlyNew] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);

  if (query.isPending) return <LoadingText />;
  if (query.isError) return <QueryErrorPanel query={query} message={INQUIRIES_FETCH_FAILED} request="GET /api/inquiries" />;

  const all = [...query.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const rows = onlyNew ? all.filter((i) => !i.handled) : all;
  const open = all.filter((i) => !i.handled).length;
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
      <PageHeader title="Inquiries" subtitle={`${open} new of ${all.length} from the contact form`} />
      <CheckboxField label="Show only new inquiries" checked={onlyNew} onChange={(e) => setOnlyNew(e.target.checked)} />
      <StyledList>
        {rows.length === 0 ? (
          <EmptyState>{onlyNew ? 'No new inquiries' : 'No inquiries yet'}</EmptyState>
        ) : (
          rows.map((i) => <InquiryCard key={i._id} inquiry={i} busy={busyId === i._id} onToggle={() => void toggle(i._id, !i.handled)} />)
        )}
      </StyledList>
    </>
  );
}
