import type { StaffArea } from 'shared-domain';
import { useId, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { apiPaths, type Teacher } from 'shared-domain';
import { Button, FormErrorBox, FormErrorSummary, LoadingText } from 'shared-ui';
import { BackLink, PageHeader } from 'shared-ui/staff';
import { TeacherStatusBadge } from '../list/status-badge';
import { teacherPaths } from '../paths';
import { useRecordRoute } from './use-record-route';
import { DraftNotice } from './draft-notice';
import { PathPanel } from '../path/path-panel';
import { TeacherHistoryPanel } from './teacher-history-panel';
import { LeaveGuard } from './leave-guard';
import {
  StyledActions,
  StyledColumn,
  StyledRecordPage,
  StyledRecordBody,
  StyledRecordNumber,
  StyledSaveNote,
  StyledStickyBar,
  StyledAnchored,
} from './record-layout';
import { SectionJump, SectionNav, extraAnchor } from './section-nav';
import { SignaturesSection } from '../signatures/signatures-section';
import { TeacherSections } from './sections';
import { fieldLabel } from './field-label';
import { useTeacherEdit } from './use-teacher-edit';
import type { AssignmentValues } from '../../lib/assignment-values';
import { WhatsLeftPanel } from './whats-left-panel';
import { PortalAccessPanel } from '../portal/portal-access-panel';
import { LedgerPanel } from '../ledger/ledger-panel';
import { DocumentsPanel } from '../evidence/documents-panel';
import { FieldHoursPanel } from '../evidence/field-hours-panel';
import { QueryErrorPanel } from '../../lib/query-error-panel';
import { teachersFetchFailed } from '../teachers-fetch-failed';

/** The assignment's fields as the record holds them: the area's editor shows and changes them. */
export interface AssignmentControl {
  value: AssignmentValues;
  onChange: (next: AssignmentValues) => void;
}

/**
 * The area may add the placement editor (the admin area does): part of the record's form, saved with its one Save
 * Changes.
 */
export type RenderAssignment = (teacher: Teacher, control: AssignmentControl) => ReactNode;

interface EditFormProps {
  role: StaffArea;
  teacher: Teacher;
  renderAssignment?: RenderAssignment;
}

function TeacherEditForm({ role, teacher, renderAssignment }: EditFormProps) {
  const edit = useTeacherEdit(teacher, !!renderAssignment);
  const { base } = edit;
  // Supervisors do not see amounts: no Financials section for them.
  const admin = role === 'admin';
  const hidden = admin ? [] : (['financials'] as const);
  // A supervisor comes for the observations: their section leads the page and the list.
  const first = admin ? undefined : 'supervisions';
  // The cards after the form's sections, listed too.
  const extra = renderAssignment
    ? (['assignment', 'path', 'portal', 'documents', 'signatures', 'field-hours', 'history'] as const)
    : (['portal', 'documents', 'signatures', 'field-hours', 'history'] as const);
  const formId = useId();
  const noteId = useId();
  const actions = (
    <StyledActions>
      <Button variant="secondary" onClick={() => void edit.saveDraft()} aria-describedby={noteId}>
        Save Draft
      </Button>
      {/* The bar sits outside the form (the cards below it have forms of their own): the button names it. */}
      <Button type="submit" form={formId} busy={edit.saving} aria-describedby={noteId}>
        Save Changes
      </Button>
    </StyledActions>
  );
  return (
    <FormProvider {...edit.form}>
      <LeaveGuard when={edit.hasUnsavedChanges} />
      <BackLink to={teacherPaths(role).list.getHref()} label="Teachers" />
      <StyledRecordPage>
        <StyledStickyBar data-record-bar>
          <PageHeader
            title={`${base.name.first} ${base.name.last}`}
            subtitle={
              <>
                <TeacherStatusBadge status={base.teacherStatus} />
                {/* The number the lists carry: short enough to quote on the phone; /{role}/teachers/{n} opens it. */}
                {base.ref !== undefined && <StyledRecordNumber>{`Record No. ${base.ref}`}</StyledRecordNumber>}
              </>
            }
            actions={actions}
          />
          <SectionJump hidden={hidden} extra={extra} first={first} />
        </StyledStickyBar>
        <StyledRecordBody>
          <SectionNav hidden={hidden} extra={extra} first={first} />
          <StyledColumn>
            <StyledSaveNote id={noteId}>{SAVE_NOTE}</StyledSaveNote>
            <form id={formId} onSubmit={edit.onSubmit} noValidate aria-label="Teacher record">
              {edit.notice && <DraftNotice notice={edit.notice} onDiscard={edit.discardDraft} onRestore={edit.restoreDraft} />}
              {/* The failed save's problems, first in the form, each a link to its field. */}
              <FormErrorSummary form={edit.form} label={fieldLabel} />
              {edit.error && <FormErrorBox message={edit.error} />}
              <WhatsLeftPanel teacherId={base._id} fallback={base} showBalance={admin} />
              <TeacherSections
                dateAdded={base.dateAdded}
                assignment={base.assignment}
                canPublish={admin}
                showFinancials={admin}
                ledger={admin ? <LedgerPanel teacherId={base._id} /> : undefined}
                record={base}
                observationsFirst={!admin}
              />
              {renderAssignment && (
                <StyledAnchored id={extraAnchor('assignment')}>
                  {renderAssignment(base, { value: edit.assignment, onChange: edit.setAssignment })}
                </StyledAnchored>
              )}
            </form>
            {/* The candidate's path: admins only (the path routes are), as the assignment. */}
            {renderAssignment && (
              <StyledAnchored id={extraAnchor('path')}>
                <PathPanel teacherId={base._id} />
              </StyledAnchored>
            )}
            {/* The teacher's portal account and talent-pool consent. */}
            <StyledAnchored id={extraAnchor('portal')}>
              <PortalAccessPanel role={role} teacher={teacher} />
            </StyledAnchored>
            {/* The teacher's evidence, saved on their own. */}
            <StyledAnchored id={extraAnchor('documents')}>
              <DocumentsPanel teacherId={base._id} canVerify={admin} evidenceHref={teacherPaths(role).evidence.getHref(base._id)} />
            </StyledAnchored>
            {/* What people outside the portal signed by link, and the sending of the forms' links. */}
            <StyledAnchored id={extraAnchor('signatures')}>
              <SignaturesSection record={base} />
            </StyledAnchored>
            <StyledAnchored id={extraAnchor('field-hours')}>
              <FieldHoursPanel teacherId={base._id} />
            </StyledAnchored>
            <StyledAnchored id={extraAnchor('history')}>
              <TeacherHistoryPanel teacherId={base._id} />
            </StyledAnchored>
          </StyledColumn>
        </StyledRecordBody>
      </StyledRecordPage>
    </FormProvider>
  );
}

/** What each button keeps, and what never waits for them. */
export const SAVE_NOTE =
  'Save Changes saves the record for everyone. Save Draft keeps your unsaved edits for you alone, offered when you open this record again on any computer. Observations, portal access, documents and field hours save on their own.';

export interface TeacherEditPageProps {
  role: StaffArea;
  renderAssignment?: RenderAssignment;
}

/** /{role}/teachers/{id}: the record's form (useRecordRoute finds the record). */
export default function TeacherEditScreen({ role, renderAssignment }: TeacherEditPageProps) {
  const { id, query, redirecting } = useRecordRoute(role);
  if (query.isPending || redirecting) return <LoadingText />;
  if (query.isError) {
    return <QueryErrorPanel query={query} message={teachersFetchFailed(role)} request={`GET /api/${apiPaths.teacher(id)}`} />;
  }
  return <TeacherEditForm key={id} role={role} teacher={query.data} renderAssignment={renderAssignment} />;
}
