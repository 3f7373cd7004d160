import styled from 'styled-components';
import { ButtonLink, SubmitButton } from 'shared-ui';

const StyledFormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface FormActionsProps {
  cancelHref: string;
  busy: boolean;
  busyLabel: string;
  submitLabel: string;
}

/** 'Cancel' back to where the admin came from, and the form's submit button. */
export function FormActions({ cancelHref, busy, busyLabel, submitLabel }: FormActionsProps) {
  return (
    <StyledFormActions>
      <ButtonLink to={cancelHref} variant="secondary">
        Cancel
      </ButtonLink>
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </StyledFormActions>
  );
}
