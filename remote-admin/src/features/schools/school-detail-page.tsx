import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { GLOSSARY, MESSAGES, formatDate, type School, UNDO_MESSAGES } from 'shared-domain';
import { Button, LoadingText, useToast } from 'shared-ui';
import { BackLink, AccountLinkButton, PageHeader, Section } from 'shared-ui/staff';
import { QueryErrorPanel, SchoolStatusBadge, useSchool, useUndoSchoolStatus, useUndoToast, useUpdateSchoolStatus } from 'shared-staff';
import { DetailsCard, StyledCards, StyledStack } from '../../components/details-list';
import { AuditHistoryPanel } from '../../components/audit-history-panel';
import { sendAccountLink } from '../../lib/account-link';
import { isNotFound } from '../../lib/server-errors';
import { paths } from '../../paths';
import { AssignedSupervisors, AssignedTeachers } from './school-assignments';
import { SchoolEditModal } from './school-edit-modal';
import { DEACTIVATE_SCHOOL, SchoolStatusDialog } from './school-status-dialog';

const address = (a: School['contactInfo']['address']) =>
  [a.street, a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** School detail (product spec §2): info cards, status toggle (approve = active), edit modal, assignments. */
export default function SchoolDetailPage() {
  const { id = '' } = useParams();
  const query = useSchool(id);
  const setStatus = useUpdateSchoolStatus();
  const undoStatus = useUndoSchoolStatus();
  const toast = useToast();
  const offerUndo = useUndoToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (query.isPending) return <LoadingText />;
  if (query.isError) {
    return (
      <QueryErrorPanel
        query={query}
        message={isNotFound(query.error) ? MESSAGES.schoolNotFound : MESSAGES.schoolDetailsFailed}
        request={`GET /api/schools/${id}`}
        homeHref={paths.schools.list.getHref()}
      />
    );
  }
  const s = query.data;
  const next = s.status === 'active' ? 'inactive' : 'active';
  const toggle = async () => {
    try {
      const saved = await setStatus.mutateAsync({ id: s._id, status: next });
      const status = saved?.status ?? next;
      setConfirming(false);
      offerUndo(
        MESSAGES.schoolStatusSet(status),
        () => undoStatus.mutateAsync({ id: s._id, status }),
        (restored) => UNDO_MESSAGES.schoolStatusUndone(restored.status),
      );
    } catch {
      setConfirming(false);
      toast.show(MESSAGES.schoolStatusFailed, 'error');
    }
  };

  return (
    <StyledStack>
      <BackLink to={paths.schools.list.getHref()} label="Schools" />
      <PageHeader
        title={s.name}
        subtitle={<SchoolStatusBadge status={s.status} />}
        actions={
          <>
            <Button variant={next === 'active' ? 'primary' : 'danger'} busy={undoStatus.isPending} onClick={() => setConfirming(true)}>
              {next === 'active' ? GLOSSARY.approveSchool : DEACTIVATE_SCHOOL}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit School
            </Button>
          </>
        }
      />
      <StyledCards>
        <DetailsCard
          title="School Information"
          items={[
            ['NCES ID', s.ncesId],
            ['District', s.districtName],
            ['Registered', formatDate(s.createdAt)],
          ]}
        />
        <DetailsCard
          title="Contact"
          items={[
            ['Contact Person', s.contactName],
            ['Email', s.contactInfo.email],
            ['Phone', s.contactInfo.phone],
            ['Address', address(s.contactInfo.address)],
          ]}
        />
        <DetailsCard
          title="Internships"
          items={[
            ['Current Interns', String(s.currentInterns)],
            ['Maximum Interns', String(s.settings.maxInterns)],
            ['Accepting Interns', s.settings.allowsInterns ? 'Yes' : 'No'],
          ]}
        />
        <Section title="Sign-in Account">
          <p>{s.accountEmail ? `Signs in as ${s.accountEmail}` : 'No sign-in has been set up for this school yet.'}</p>
          <div>
            <AccountLinkButton
              label={s.accountEmail ? 'Send password reset' : 'Send invitation'}
              send={() => sendAccountLink('school', s._id)}
            />
          </div>
        </Section>
      </StyledCards>
      <AssignedSupervisors supervisors={s.supervisors} />
      <AssignedTeachers rows={s.assignedTeachers} />
      <AuditHistoryPanel entity="school" id={s._id} />
      {editing && <SchoolEditModal school={s} onClose={() => setEditing(false)} />}
      {confirming && (
        <SchoolStatusDialog school={s} busy={setStatus.isPending} onConfirm={() => void toggle()} onClose={() => setConfirming(false)} />
      )}
    </StyledStack>
  );
}
