import { ButtonLink } from 'shared-ui';
import { StyledActions, StyledBand, StyledGrid, StyledHero, StyledTile, StepList, type Step } from '../../components/marketing';
import { StatFigures } from '../../components/stat-figures';
import { usePageTitle } from '../../components/page-title';
import { paths } from '../../paths';

const VALUES = [
  { title: 'Quality First', text: 'Rigorous certification standards so every teacher we place is ready for a Texas classroom.' },
  { title: 'Streamlined Process', text: 'One path from certification to hire, without paperwork bouncing between offices.' },
  { title: 'Texas-Focused', text: 'Built around TEA requirements and the needs of Texas districts, large and small.' },
  { title: 'Comprehensive Support', text: 'Mentors and field supervisors stay with teachers for about 3 years after placement.' },
] as const;

const JOURNEY: readonly Step[] = [
  { title: 'Teacher Certification', text: 'Teachers complete our training program, exams and observation hours.' },
  { title: 'Profile Creation', text: 'Each certified teacher gets a profile with subjects, grade levels and experience.' },
  { title: 'District Matching', text: 'Approved districts browse profiles and request information about teachers.' },
  { title: 'Successful Placement', text: 'We coordinate the hire and keep supporting the teacher in the classroom.' },
];

/** About (SPEC section 2): mission, core values, journey, audiences and calls to action. */
export function AboutPage() {
  usePageTitle('About');
  return (
    <>
      <StyledHero>
        <h1>About Us</h1>
        <p>We prepare, certify and place teachers in Texas schools, and support them long after their first day.</p>
      </StyledHero>

      <StyledBand aria-labelledby="about-mission">
        <h2 id="about-mission">Our Mission</h2>
        <p>
          Every Texas student deserves a certified, well-supported teacher. We remove the cost barrier to certification
          (teachers repay it after placement), match teachers with districts that need them, and provide mentorship so
          they stay and grow.
        </p>
        <StatFigures />
      </StyledBand>

      <StyledBand $muted aria-labelledby="about-values">
        <h2 id="about-values">Our Core Values</h2>
        <p>The principles behind every certification and placement.</p>
        <StyledGrid>
          {VALUES.map((v) => (
            <StyledTile key={v.title}>
              <h3>{v.title}</h3>
              <p>{v.text}</p>
            </StyledTile>
          ))}
        </StyledGrid>
      </StyledBand>

      <StyledBand aria-labelledby="about-journey">
        <h2 id="about-journey">The Teacher Journey</h2>
        <p>From training to a classroom of their own.</p>
        <StepList steps={JOURNEY} />
        <StyledActions>
          <ButtonLink to={paths.districts.getHref()} variant="secondary">
            For School Districts
          </ButtonLink>
          <ButtonLink to={paths.teachers.getHref()} variant="secondary">
            For Teachers
          </ButtonLink>
        </StyledActions>
      </StyledBand>

      <StyledBand $muted aria-labelledby="about-cta">
        <h2 id="about-cta">Join Our Network</h2>
        <p>Register your district to browse certified teachers, or reach out with questions.</p>
        <StyledActions>
          <ButtonLink to={paths.signup.getHref()}>Register Your District</ButtonLink>
          <ButtonLink to={paths.contact.getHref()} variant="secondary">
            Contact Us
          </ButtonLink>
        </StyledActions>
      </StyledBand>
    </>
  );
}
