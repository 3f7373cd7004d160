import styled from 'styled-components';
import { CITY_TEXT, RESPONSE_TIME_TEXT, SUPPORT_HOURS_TEXT } from '../../content/marketing';
import { useAppConfig } from 'shared-auth';
import { StyledGrid, StyledTile } from '../../components/marketing';

const StyledValue = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The four info cards: e-mail, phone with hours, location, typical response time. */
export function ContactInfo() {
  const { contactEmail, contactPhone } = useAppConfig();
  return (
    <StyledGrid>
      <StyledTile>
        <h2>Email Us</h2>
        <StyledValue>
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </StyledValue>
        <p>Send us a message anytime.</p>
      </StyledTile>
      <StyledTile>
        <h2>Call Us</h2>
        <StyledValue>
          <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>{contactPhone}</a>
        </StyledValue>
        <p>{SUPPORT_HOURS_TEXT}</p>
      </StyledTile>
      <StyledTile>
        <h2>Location</h2>
        <StyledValue>{CITY_TEXT}</StyledValue>
        <p>Serving school districts across Texas.</p>
      </StyledTile>
      <StyledTile>
        <h2>Response Time</h2>
        <StyledValue>{RESPONSE_TIME_TEXT}</StyledValue>
        <p>Typical response time for inquiries.</p>
      </StyledTile>
    </StyledGrid>
  );
}
