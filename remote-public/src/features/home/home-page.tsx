import { ButtonLink } from 'shared-ui';
import { StyledActions, StyledBand, StyledGrid, StyledHero, StyledTile, StepList } from '../../components/marketing';
import { StatFigures } from '../../components/stat-figures';
import { usePageTitle } from '../../components/page-title';
import { paths } from '../../paths';
import { ADVANTAGES, BENEFITS, PROCESS_STEPS } from './home-content';

/** The landing page (SPEC section 2, Home). Kept eager and light: it is what / needs to render. */
export function HomePage() {
  usePageTitle('');
  return (
    <>
      <StyledHero>
        <h1>Teacher Certification &amp; Placement</h1>
        <p>
          We certify Texas educators through a proven training program and connect them with the school districts
          that need them, with mentorship that lasts about 3 years.
        </p>
        <StyledActions>
          <ButtonLink to={paths.signup.getHref()}>Register Your District</ButtonLink>
          <ButtonLink to={paths.browse.getHref()} variant="secondary">
            Browse Certified Teachers
          </ButtonLink>
        </StyledActions>
      </StyledHero>

      <StyledBand aria-labelledby="home-benefits">
        <h2 id="home-benefits">Why Districts and Teachers Choose Us</h2>
        <p>One program from certification to a successful placement, built for Texas classrooms.</p>
        <StyledGrid>
          {BENEFITS.map((b) => (
            <StyledTile key={b.title}>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </StyledTile>
          ))}
        </StyledGrid>
      </StyledBand>

      <StyledBand $muted aria-labelledby="home-process">
        <h2 id="home-process">How It Works</h2>
        <p>Four steps take a teacher from certification to a classroom in your district.</p>
        <StepList steps={PROCESS_STEPS} />
      </StyledBand>

      <StyledBand aria-labelledby="home-impact">
        <h2 id="home-impact">Our Impact</h2>
        <p>Results from our partnership with districts across Texas.</p>
        <StatFigures />
      </StyledBand>

      <StyledBand $muted aria-labelledby="home-advantage">
        <h2 id="home-advantage">The Placement Advantage</h2>
        <p>What sets our program apart for districts that need certified teachers quickly.</p>
        <StyledGrid $min="16rem">
          {ADVANTAGES.map((a) => (
            <StyledTile key={a.title}>
              <h3>{a.title}</h3>
              <p>{a.text}</p>
            </StyledTile>
          ))}
        </StyledGrid>
      </StyledBand>

      <StyledBand aria-labelledby="home-cta">
        <h2 id="home-cta">Ready to Find Your Next Great Teacher?</h2>
        <p>Register your district to browse certified teachers, or talk to our team about your staffing needs.</p>
        <StyledActions>
          <ButtonLink to={paths.signup.getHref()}>Get Started Today</ButtonLink>
          <ButtonLink to={paths.contact.getHref()} variant="secondary">
            Contact Our Team
          </ButtonLink>
        </StyledActions>
      </StyledBand>
    </>
  );
}
