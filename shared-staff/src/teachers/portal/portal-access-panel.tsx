import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api, errorMessage } from 'shared-auth';
import {
  MESSAGES,
  TALENT_POOL_OFF_REASON_MAX,
  apiPaths,
  formatDate,
  type PortalInviteResponse,
  type StaffArea,
  type Teacher,
  type TeacherPortal,
} from 'shared-domain';
import { Badge, Button, ErrorSummary, TextAreaField, useToast, type BadgeTone } from 'shared-ui';
import { Modal, ModalForm, ModalFormActions, Section } from 'shared-ui/staff';

// The teacher's own portal account from the record (admins invite, resend and revoke) and the talent-pool
// consent (staff turn a profile off for cause, with a reason; only the teacher turns it on).

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const STATE: Record<TeacherPortal['state'], { tone: BadgeTone; label: string }> = {
  none: { tone: 'gray', label: 'Not invited' },
  invited: { tone: 'yellow', label: 'Invited' },
  active: { tone: 'green', label: 'Active' },
  revoked: { tone: 'red', label: 'Access revoked' },
};

function portalText(p: TeacherPortal) {
  if (p.state === 'none') return 'The teacher has no portal account yet.';
  if (p.state === 'invited')
    return `Invitation sent to ${p.email ?? ''} on ${formatDate(p.invitedAt)}; the set-password link has not been used.`;
  if (p.state === 'active') return `${p.email ?? ''} signs in to the teacher portal (since ${formatDate(p.acceptedAt ?? p.invitedAt)}).`;
  return `Access revoked on ${formatDate(p.revokedAt)}: the teacher cannot sign in.`;
}

const NONE: TeacherPortal = { state: 'none', email: null, invitedAt: null, acceptedAt: null, revokedAt: null };

function PortalAccess({ teacher }: { teacher: Teacher }) {
  const [portal, setPortal] = useState<TeacherPortal>(teacher.portal ?? NONE);
  const [busy, setBusy] = useState<'invite' | 'revoke' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const call = async (kind: 'invite' | 'revoke') => {
    setBusy(kind);
    try {
      const path = apiPaths.portalInvite(teacher._id);
      const res = kind === 'invite' ? await api.post<PortalInviteResponse>(path) : await api.delete<PortalInviteResponse>(path);
      setPortal(res.portal);
      setConfirming(false);
      toast.show(res.message, 'success');
    } catch (err) {
      toast.show(errorMessage(err, 'The portal access could not be changed. Please try again.'), 'error');
    } finally {
      setBusy(null);
    }
  };
  const { tone, label } = STATE[portal.state];
  return (
    <>
      <StyledRow>
        <Badge tone={tone}>{label}</Badge>
        <span>{portalText(portal)}</span>
      </StyledRow>
      <StyledRow>
        <Button variant={portal.state === 'none' ? 'primary' : 'secondary'} busy={busy === 'invite'} onClick={() => void call('invite')}>
          {portal.state === 'none' ? 'Invite to the portal' : 'Resend invitation'}
        </Button>
        {(portal.state === 'invited' || portal.state === 'active') && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Revoke access
          </Button>
        )}
      </StyledRow>
      <Modal
        title="Revoke portal access?"
        open={confirming}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" busy={busy === 'revoke'} onClick={() => void call('revoke')}>
              Revoke access
            </Button>
          </>
        }
      >
        <p>
          {teacher.name.first} {teacher.name.last} will no longer be able to sign in, and any open session and link ends at once. You can
          invite them again later.
        </p>
      </Modal>
    </>
  );
}

function TalentPoolOff({ teacher }: { teacher: Teacher }) {
  const [on, setOn] = useState(Boolean(teacher.talentPoolConsent));
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // Each failed submit moves focus to the summary.
  const [failures, setFailures] = useState(0);
  const formId = useId();
  const reasonId = `${formId}-reason`;
  // A refusal by the server is not the reason's fault: it is shown in the summary only, without a link.
  const [refusal, setRefusal] = useState<string | undefined>();
  const fail = (field: string | undefined, other?: string) => {
    setError(field);
    setRefusal(other);
    setFailures((n) => n + 1);
  };
  const problems = [...(refusal ? [{ message: refusal }] : []), ...(error ? [{ fieldId: reasonId, message: error }] : [])];
  const toast = useToast();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return fail('Give a reason for turning the profile off');
    setBusy(true);
    setError(undefined);
    setRefusal(undefined);
    try {
      const res = await api.post<{ message: string; consent: { on: boolean } }>(apiPaths.talentPoolOff(teacher._id), {
        reason: reason.trim(),
      });
      setOn(res.consent.on);
      setOpen(false);
      toast.show(res.message || MESSAGES.talentPoolTurnedOff, 'success');
    } catch (err) {
      fail(undefined, errorMessage(err, 'The profile could not be turned off. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <StyledRow>
        <Badge tone={on ? 'green' : 'gray'}>{on ? 'Consent on' : 'Consent off'}</Badge>
        <span>
          {on
            ? 'The teacher chose to be on the talent pool.'
            : 'The profile is off the talent pool. Only the teacher can turn it on, from their own area.'}
        </span>
      </StyledRow>
      {on && (
        <div>
          <Button variant="danger" onClick={() => setOpen(true)}>
            Turn off talent-pool profile
          </Button>
        </div>
      )}
      <Modal
        title="Turn off the talent-pool profile?"
        open={open}
        onClose={() => setOpen(false)}
        footer={<ModalFormActions formId={formId} submitLabel="Turn off" busy={busy} onCancel={() => setOpen(false)} variant="danger" />}
      >
        <ModalForm id={formId} onSubmit={(e) => void submit(e)} noValidate>
          <ErrorSummary items={problems} focusKey={failures} />
          <p>The profile leaves Browse and Find Teachers at once. The teacher sees your reason and only they can turn it on again.</p>
          <TextAreaField
            id={reasonId}
            label="Reason"
            required
            maxLength={TALENT_POOL_OFF_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error}
          />
        </ModalForm>
      </Modal>
    </>
  );
}

/** On the teacher record, beside the form: the portal account (admins) and the talent-pool consent (staff). */
export function PortalAccessPanel({ role, teacher }: { role: StaffArea; teacher: Teacher }) {
  return (
    <Section title="Teacher portal">
      {role === 'admin' && <PortalAccess teacher={teacher} />}
      <TalentPoolOff teacher={teacher} />
    </Section>
  );
}
