import styled from 'styled-components';

export interface FormErrorBoxProps {
  heading?: string;
  message: string;
}

const StyledBox = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.danger.bg};
  color: ${({ theme }) => theme.colors.danger.fg};
  border: 1px solid ${({ theme }) => theme.colors.danger.solid};
  border-left-width: 5px;
  border-radius: ${({ theme }) => theme.radii.md};
  & > strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
`;

/** Form-level error (e.g. the server's answer), announced when it appears. */
export function FormErrorBox({ heading, message }: FormErrorBoxProps) {
  return (
    <StyledBox role="alert">
      {heading && <strong>{heading}</strong>}
      <p>{message}</p>
    </StyledBox>
  );
}
