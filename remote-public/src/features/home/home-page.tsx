import { Band, CtaLinks, StyledHero, TileGrid, StepList } from '../../components/marketing';
import { StatFigures } from '../../components/stat-figures';
import { usePageTitle } from '../../components/page-title';
import { paths } from '../../paths';
import { ADVANTAGES, BENEFITS, PROCESS_STEPS } from '../../content/home';

export const HOME_HERO_TITLE = 'Certified Texas Teachers for Your Classrooms';

/** The landing page (product spec §2, Home). Kept eager and light: it is what / needs to render. */
export function HomePage() {
  usePageTitle('');
  return (
    <>
      <StyledHero>
        {/* The header already shows the program's name (the spec's hero words); the hero says what it offers. */}
        <h1>{HOME_HERO_TITLE}</h1>
        <p>
          We certify Texas educators through a proven training program and connect them with the school districts that need them, with
          mentorship that lasts about 3 years.
        </p>
        <CtaLinks
          links={[
            { to: paths.signup.getHref(), label: 'Register Your District' },
            { to: paths.browse.getHref(), label: 'Browse Certified Teachers', variant: 'secondary' },
          ]}
        />
      </StyledHero>

      <Band
        id="home-benefits"
        title="Why Districts and Teachers Choose Us"
        intro="One program from certification to a successful placement, built for Texas classrooms."
      >
        <TileGrid tiles={BENEFITS} />
      </Band>

      <Band
        muted
        id="home-process"
        title="How It Works"
        intro="Four steps take a teacher from certification to a classroom in your district."
      >
        <StepList steps={PROCESS_STEPS} />
      </Band>

      <Band id="home-impact" title="Our Impact" intro="Results from our partnership with districts across Texas.">
        <StatFigures />
      </Band>

      <Band
        muted
        id="home-advantage"
        title="The Placement Advantage"
        intro="What sets our program apart for districts that need certified teachers quickly."
      >
        <TileGrid tiles={ADVANTAGES} min="16rem" />
      </Band>

      <Band
        id="home-cta"
        title="Ready to Find Your Next Great Teacher?"
        intro="Register your district to browse certified teachers, or talk to our team about your staffing needs."
      >
        <CtaLinks
          links={[
            { to: paths.signup.getHref(), label: 'Get Started Today' },
            { to: paths.contact.getHref(), label: 'Contact Our Team', variant: 'secondary' },
          ]}
        />
      </Band>
    </>
  );
}
