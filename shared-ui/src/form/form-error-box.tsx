import styled from 'styled-components';
import { calloutStyles } from '../callout';

export interface FormErrorBoxProps {
  heading?: string;
  message: string;
}

const StyledBox = styled.div`
  ${calloutStyles('danger')}
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
