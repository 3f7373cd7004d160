import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CITY_TEXT } from '../content/marketing';
import { FOOTER_COLUMNS } from '../content/footer';
import { useAppConfig } from 'shared-auth';
import { BRAND_NAME } from 'shared-ui';

const StyledFooter = styled.footer`
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.onSidebar};
  & a {
    color: ${({ theme }) => theme.colors.onSidebar};
  }
  & a:hover {
    color: #fff;
  }
  & a:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
`;

const StyledInner = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  display: grid;
  grid-template-columns: 2fr repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  @media ${({ theme }) => theme.breakpoints.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  & h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
  }
  & address {
    font-style: normal;
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const StyledBottom = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.sidebarActive};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** Footer links, the configured mailbox and phone, the city, and the build label for operators. */
export function SiteFooter() {
  const { contactEmail, contactPhone } = useAppConfig();
  const build = typeof __BUILD_LABEL__ === 'string' ? __BUILD_LABEL__ : '';
  return (
    <StyledFooter>
      <StyledInner>
        <div>
          <h2>{BRAND_NAME}</h2>
          <p>Certifying Texas educators and connecting them with the districts that need them.</p>
          <address>
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>{contactPhone}</a>
            <span>{CITY_TEXT}</span>
          </address>
        </div>
        {FOOTER_COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2>{col.title}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </StyledInner>
      <StyledBottom>
        <p>
          © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
        </p>
        {build && <p>Build {build}</p>}
      </StyledBottom>
    </StyledFooter>
  );
}
