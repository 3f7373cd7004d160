import styled from 'styled-components';
import { APPROVAL_TIME_TEXT, RESPONSE_TIME_TEXT } from '../../content/marketing';
import { InfoPage } from '../../components/info-page';
import { paths } from '../../paths';

const QUESTIONS = [
  {
    q: 'Who can register on the platform?',
    a: 'Texas schools and school districts register themselves. Internal staff and field supervisor accounts are created by our team.',
  },
  {
    q: 'How long does approval take?',
    a: `Our team reviews each registration and usually approves it within ${APPROVAL_TIME_TEXT}. You receive an e-mail when your account is active.`,
  },
  {
    q: 'What is an NCES ID?',
    a: 'The National Center for Education Statistics identifier of your district (7 digits) or school (12 digits). Texas IDs start with 48.',
  },
  { q: 'How fast do you answer inquiries?', a: `We typically respond within ${RESPONSE_TIME_TEXT}.` },
  { q: 'Do teachers pay for certification up front?', a: 'No. Teachers repay their certification cost after they are placed.' },
  {
    q: 'I forgot my password. What do I do?',
    a: 'Use “Forgot password?” on the sign-in page; we e-mail you a link that is valid for one hour.',
  },
] as const;

const StyledDetails = styled.details`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  & summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & p {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

export function FaqPage() {
  return (
    <InfoPage
      title="Frequently Asked Questions"
      intro="Answers to the questions districts and teachers ask us most."
      actions={[{ to: paths.contact.getHref(), label: 'Ask Another Question' }]}
    >
      <section aria-label="Questions">
        {QUESTIONS.map((item) => (
          <StyledDetails key={item.q}>
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </StyledDetails>
        ))}
      </section>
    </InfoPage>
  );
}
