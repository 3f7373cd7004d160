import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { APPROVAL_TIME_TEXT, RESPONSE_TIME_TEXT } from '../../content/marketing';
import { Button, ButtonLink, Card } from 'shared-ui';
import { paths } from '../../paths';

const StyledThanks = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
  & h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  & ol {
    text-align: left;
    margin: 0 auto;
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The 'sent' view of the contact form. */
export function ContactThankYou({ onReset }: { onReset: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <StyledThanks role="region" aria-labelledby="contact-thanks">
      <h2 id="contact-thanks" ref={heading} tabIndex={-1}>
        Thank You!
      </h2>
      <p>We&apos;ve received your message and will get back to you within {RESPONSE_TIME_TEXT}.</p>
      <h3>Next steps</h3>
      <ol>
        <li>Watch your inbox for a reply from our team.</li>
        <li>Register your district so you are ready to browse teachers.</li>
        <li>Once approved (usually within {APPROVAL_TIME_TEXT}), sign in and find your next teacher.</li>
      </ol>
      <StyledRow>
        <ButtonLink to={paths.signup.getHref()}>Register Now</ButtonLink>
        <Button variant="secondary" onClick={onReset}>
          Send Another Message
        </Button>
      </StyledRow>
    </StyledThanks>
  );
}
