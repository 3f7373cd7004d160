import { Band, CtaLinks, StyledHero, StepList, TileGrid } from '../../components/marketing';
import { StatFigures } from '../../components/stat-figures';
import { usePageTitle } from '../../components/page-title';
import { paths } from '../../paths';
import { JOURNEY, VALUES } from '../../content/about';

/** About (product spec §2): mission, core values, journey, audiences and calls to action. */
export function AboutPage() {
  usePageTitle('About');
  return (
    <>
      <StyledHero>
        <h1>About Us</h1>
        <p>We prepare, certify and place teachers in Texas schools, and support them long after their first day.</p>
      </StyledHero>

      <Band
        id="about-mission"
        title="Our Mission"
        intro="Every Texas student deserves a certified, well-supported teacher. We remove the cost barrier to certification (teachers repay it after placement), match teachers with districts that need them, and provide mentorship so they stay and grow."
      >
        <StatFigures />
      </Band>

      <Band muted id="about-values" title="Our Core Values" intro="The principles behind every certification and placement.">
        <TileGrid tiles={VALUES} />
      </Band>

      <Band id="about-journey" title="The Teacher Journey" intro="From training to a classroom of their own.">
        <StepList steps={JOURNEY} />
        <CtaLinks
          links={[
            { to: paths.districts.getHref(), label: 'For School Districts', variant: 'secondary' },
            { to: paths.teachers.getHref(), label: 'For Teachers', variant: 'secondary' },
          ]}
        />
      </Band>

      <Band
        muted
        id="about-cta"
        title="Join Our Network"
        intro="Register your district to browse certified teachers, or reach out with questions."
      >
        <CtaLinks
          links={[
            { to: paths.signup.getHref(), label: 'Register Your District' },
            { to: paths.contact.getHref(), label: 'Contact Us', variant: 'secondary' },
          ]}
        />
      </Band>
    </>
  );
}
