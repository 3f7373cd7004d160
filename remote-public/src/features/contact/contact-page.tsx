import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { APPROVAL_TIME_TEXT } from '../../content/marketing';
import { Card } from 'shared-ui';
import { StyledBand, StyledHero } from '../../components/marketing';
import { usePageTitle } from '../../components/page-title';
import { paths } from '../../paths';
import { ContactInfo } from './contact-info';
import { ContactThankYou } from './contact-thank-you';
import { InquiryForm } from './inquiry-form';

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledAside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  & h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  & ol {
    margin: 0;
    padding-left: 1.25rem;
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }
  & strong {
    display: block;
  }
`;

const StyledFormCard = styled(Card)`
  & > h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

/** Contact (product spec §2): hero, info cards, the inquiry form (or the thank-you view), getting started. */
export function ContactPage() {
  usePageTitle('Contact');
  const [sent, setSent] = useState(false);
  return (
    <>
      <StyledHero>
        <h1>Contact Us</h1>
        <p>Questions about registering your district, finding teachers or partnering with us? We&apos;re here to help.</p>
      </StyledHero>
      <StyledBand aria-label="Ways to reach us">
        <ContactInfo />
      </StyledBand>
      <StyledBand $muted aria-label="Send us a message">
        <StyledColumns>
          {sent ? (
            <ContactThankYou onReset={() => setSent(false)} />
          ) : (
            <StyledFormCard>
              <h2>Send Us a Message</h2>
              <InquiryForm onSent={() => setSent(true)} />
            </StyledFormCard>
          )}
          <StyledAside aria-label="Getting started">
            <Card>
              <h2>Getting Started</h2>
              <ol>
                <li>
                  <strong>Submit an inquiry</strong> Tell us about your district and staffing needs.
                </li>
                <li>
                  <strong>Register your district</strong> Create your account with your NCES ID.
                </li>
                <li>
                  <strong>Await approval</strong> Our team verifies your registration within {APPROVAL_TIME_TEXT}.
                </li>
                <li>
                  <strong>Get started</strong> Sign in, browse certified teachers and request information.
                </li>
              </ol>
            </Card>
            <Card>
              <h2>Ready to Register?</h2>
              <p>
                Skip the wait: <Link to={paths.signup.getHref()}>register your district now</Link> and we will review it right away.
              </p>
            </Card>
          </StyledAside>
        </StyledColumns>
      </StyledBand>
    </>
  );
}
