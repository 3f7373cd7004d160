import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'shared-auth';
import {
  apiPaths,
  formatDate,
  MENTOR_LINK_DAYS,
  MESSAGES,
  SIGNATURE_FORM_DEFINITIONS,
  SIGNATURE_FORMS,
  SIGNATURE_PURPOSE_LABELS,
  type SignatureForm,
  type SignatureLinkSent,
  type SignatureWithText,
  type Teacher,
} from 'shared-domain';
import { Badge, Button, EmptyState, LoadingText, useToast } from 'shared-ui';
import { DescriptionList, Section } from 'shared-ui/staff';
import { ConfirmActDialog } from '../../lib/confirm-act-dialog';
import { QueryErrorPanel } from '../../lib/query-error-panel';
import { downloadFile } from '../evidence/api';
import { StyledActions, StyledCard, StyledCards } from '../evidence/evidence-parts';
import { checkSignature, useSendLink, useSignatureLinks, useSignatures } from './api';

export const SIGNATURES_FETCH_FAILED = "The record's signatures could not be loaded.";

/** What the section needs of the record: whose it is and who signs its forms. */
export type SignaturesRecord = Pick<Teacher, '_id' | 'name' | 'mentor' | 'placement'>;

const SEND_LABELS: Record<SignatureForm, string> = {
  'intern-mentor-attestation': 'Send the attestation to the principal',
  'mentor-agreement': 'Send the agreement to the mentor',
};

/** The form's signer on the record, as the dialog names them. */
function signerOf(record: SignaturesRecord, form: SignatureForm) {
  return SIGNATURE_FORM_DEFINITIONS[form].signer === 'principal'
    ? { role: 'principal', ...record.placement.principal }
    : { role: 'mentor', name: record.mentor.name, email: record.mentor.email };
}

/** "Sent to a@b.org on Nov 3, 2026; signed on Nov 4, 2026" (or declined, and why; or when it expires, or that it expired). */
export function linkStateText(l: SignatureLinkSent, now = new Date()): string {
  const sent = `Sent to ${l.signerEmail} on ${formatDate(l.sentAt)}`;
  if (l.declinedAt)
    return `${sent}; declined on ${formatDate(l.declinedAt)}: “${l.declineReason ?? ''}”. Send a new link once it is settled.`;
  if (l.usedAt) return `${sent}; signed on ${formatDate(l.usedAt)}`;
  return Date.parse(l.expiresAt) <= now.getTime()
    ? `${sent}; expired unsigned on ${formatDate(l.expiresAt)}`
    : `${sent}; works until ${formatDate(l.expiresAt)}`;
}

const StyledHash = styled.code`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const StyledSend = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
  & p {
    margin: 0;
  }
  /* A send button's words wrap within a phone's card rather than past its edge. */
  & button {
    max-width: 100%;
    height: auto;
    white-space: normal;
    text-align: left;
    padding-block: ${({ theme }) => theme.space.xs};
  }
`;

function SignatureCard({ teacherId, s }: { teacherId: string; s: SignatureWithText }) {
  const toast = useToast();
  const [check, setCheck] = useState<{ matches: boolean } | null>(null);
  const [busy, setBusy] = useState<'check' | 'pdf' | null>(null);
  const what = SIGNATURE_PURPOSE_LABELS[s.purpose];
  const run = async (kind: 'check' | 'pdf', call: () => Promise<void>) => {
    setBusy(kind);
    try {
      await call();
    } catch (err) {
      toast.show(errorMessage(err, MESSAGES.saveFailed), 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <StyledCard>
      <h3>
        {what}
        {s.verified ? <Badge tone="green">Hash matches</Badge> : <Badge tone="red">Hash does not match</Badge>}
      </h3>
      <DescriptionList
        items={[
          ['Who', `${s.signerName} (${s.signerRole}, ${s.signerEmail})`],
          ['When', `${formatDate(s.signedAt)} from ${s.ip}`],
          ...(s.textVersion ? ([['Text', s.textVersion]] as const) : []),
          [
            'SHA-256',
            <StyledHash key="hash" title={s.textSha256}>
              {s.textSha256}
            </StyledHash>,
          ],
        ]}
      />
      <StyledActions>
        <Button
          size="sm"
          variant="secondary"
          busy={busy === 'pdf'}
          aria-label={`PDF of the ${what} signed by ${s.signerName}`}
          onClick={() => void run('pdf', () => downloadFile(apiPaths.teacherSignaturePdf(teacherId, s.id), `${s.purpose}-${s.id}.pdf`))}
        >
          PDF
        </Button>
        <Button
          size="sm"
          variant="secondary"
          busy={busy === 'check'}
          aria-label={`Check the signature of the ${what} by ${s.signerName}`}
          onClick={() => void run('check', async () => setCheck(await checkSignature(teacherId, s.id)))}
        >
          Check signature
        </Button>
        {check && (
          <span role="status">
            {check.matches
              ? 'The hash recomputed now matches: the text kept is the text signed.'
              : 'The hash recomputed now does not match: the text kept is not the text signed.'}
          </span>
        )}
      </StyledActions>
    </StyledCard>
  );
}

/**
 * The record's signatures by one-time link (what, who, when, the hash, the PDF) and the sending of the forms' links:
 * the attestation to the principal, the agreement to the mentor. Sending e-mails a link, which cannot be taken back,
 * so it asks first.
 */
export function SignaturesSection({ record }: { record: SignaturesRecord }) {
  const signatures = useSignatures(record._id);
  const links = useSignatureLinks(record._id);
  const send = useSendLink(record._id);
  const [asking, setAsking] = useState<SignatureForm | null>(null);
  const teacher = `${record.name.first} ${record.name.last}`.trim();
  let list;
  if (signatures.isPending) list = <LoadingText />;
  else if (signatures.isError) list = <QueryErrorPanel query={signatures} message={SIGNATURES_FETCH_FAILED} />;
  else if (signatures.data.length === 0) list = <EmptyState>Nothing is signed by link yet.</EmptyState>;
  else
    list = (
      <StyledCards aria-label="Signatures">
        {signatures.data.map((s) => (
          <SignatureCard key={s.id} teacherId={record._id} s={s} />
        ))}
      </StyledCards>
    );
  const asked = asking && signerOf(record, asking);
  return (
    <Section title="Signatures">
      {SIGNATURE_FORMS.map((form) => {
        const last = links.data?.find((l) => l.purpose === form);
        return (
          <StyledSend key={form}>
            <p>
              <strong>{SIGNATURE_FORM_DEFINITIONS[form].title}</strong>
              {last ? `: ${linkStateText(last)}` : ': no link sent yet'}
            </p>
            <div>
              <Button variant="secondary" size="sm" onClick={() => setAsking(form)}>
                {SEND_LABELS[form]}
              </Button>
            </div>
          </StyledSend>
        );
      })}
      {list}
      {asking && asked && (
        <ConfirmActDialog
          title={SEND_LABELS[asking]}
          submitLabel="Send the link"
          description={
            <p>
              {asked.email
                ? `E-mails ${asked.name || `the ${asked.role}`} (${asked.email}) a one-time link to read and sign the ${SIGNATURE_FORM_DEFINITIONS[asking].title} for ${teacher}. The link works once, for ${MENTOR_LINK_DAYS} days.`
                : `The record has no ${asked.role} e-mail: add it on the record first.`}
            </p>
          }
          act={{
            run: () => send.mutateAsync({ form: asking }),
            done: (r) => `Link sent to ${r.to}`,
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </Section>
  );
}
