import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from 'shared-auth';
import { formatDate, SIGNATURE_MESSAGES, SIGNER_NAME_MAX, type SignatureReceipt } from 'shared-domain';
import { Button, calloutStyles, CheckboxField, FormErrorBox, TextField } from 'shared-ui';
import { CentredPanel } from '../../components/centred-panel';

/** A used or expired link (410) and an unknown one (404) say so in the server's words; anything else is a failure. */
export const failureText = (err: unknown, fallback: string) =>
  (err instanceof ApiError && (err.status === 404 || err.status === 409 || err.status === 410) && err.serverMessage) || fallback;

/** The panel a one-time link's page stands in (its heading sized for a form's sections). */
export const LinkPanel = styled(CentredPanel)`
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledDone = styled.div`
  ${calloutStyles('success')}
  code {
    overflow-wrap: anywhere;
  }
`;
const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * An electronic signature's intent (ESIGN/UETA): the statement ticked and the full name typed, each asked for when
 * missing; once signed, the receipt (who, when, the hash of the text signed).
 */
export function SignatureForm({
  statement,
  submitLabel,
  thanks,
  save,
}: {
  statement: string;
  submitLabel: string;
  thanks: string;
  save: {
    mutate: (input: { name: string; agree: boolean }) => void;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: SignatureReceipt;
    failure: string;
  };
}) {
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; agree?: string }>({});
  if (save.data)
    return (
      <StyledDone role="status">
        <p>
          <strong>{thanks}</strong>
        </p>
        <p>
          Signed by {save.data.signerName} on {formatDate(save.data.signedAt)}. Receipt SHA-256:{' '}
          <code title={save.data.textSha256}>{save.data.textSha256}</code>
        </p>
        <p>This link is now used; you can close this page.</p>
      </StyledDone>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      ...(name.trim().length < 2 ? { name: SIGNATURE_MESSAGES.nameRequired } : {}),
      ...(!agree ? { agree: SIGNATURE_MESSAGES.agreeRequired } : {}),
    };
    setErrors(next);
    if (!next.name && !next.agree) save.mutate({ name: name.trim(), agree });
  };
  return (
    <StyledForm onSubmit={submit} aria-label="Your signature" noValidate>
      {save.isError && <FormErrorBox message={failureText(save.error, save.failure)} />}
      <CheckboxField label={statement} checked={agree} onChange={(e) => setAgree(e.target.checked)} error={errors.agree} />
      <TextField
        label="Your full name"
        hint="Typing your name signs the statement above electronically."
        autoComplete="name"
        maxLength={SIGNER_NAME_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <div>
        <Button type="submit" busy={save.isPending}>
          {submitLabel}
        </Button>
      </div>
    </StyledForm>
  );
}
