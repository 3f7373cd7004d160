import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MESSAGES } from 'shared-domain';
import { ButtonLink, calloutStyles } from 'shared-ui';
import { AuthFrame } from '../../components/auth-frame';
import { APPROVAL_TIME_TEXT } from '../../content/marketing';
import { paths } from '../../paths';

const StyledReceived = styled.p`
  ${calloutStyles('success')}
  margin: 0;
`;

const StyledNext = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  & h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  & ol {
    margin: 0;
    padding-left: 1.25rem;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** The end of self-registration: it was received, what happens next, and where to go from here. */
export function SignupConfirmation() {
  const title = useRef<HTMLHeadingElement>(null);
  // The form is gone from under the focus: the heading takes it, so a screen reader starts at the news.
  useEffect(() => title.current?.focus(), []);
  return (
    <AuthFrame wide title="Registration received" titleRef={title}>
      <StyledReceived role="status">{MESSAGES.registrationReceived}</StyledReceived>
      <StyledNext aria-labelledby="signup-next">
        <h2 id="signup-next">What happens next</h2>
        <ol>
          <li>Our team checks your school&apos;s NCES ID and details.</li>
          <li>An admin approves your account, usually within {APPROVAL_TIME_TEXT}.</li>
          <li>We e-mail you when it is approved: sign in then to view available teachers.</li>
        </ol>
      </StyledNext>
      <StyledLinks>
        <ButtonLink to={paths.login.getHref()}>Go to sign in</ButtonLink>
        <Link to={paths.home.getHref()}>Back to the home page</Link>
        <Link to={paths.contact.getHref()}>Questions? Contact us</Link>
      </StyledLinks>
    </AuthFrame>
  );
}
