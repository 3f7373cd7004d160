import { APPROVAL_TIME_TEXT, MARKETING_FIGURES } from 'shared-domain';
import { InfoPage } from '../../components/info-page';
import { paths } from '../../paths';

export function DistrictsPage() {
  return (
    <InfoPage
      title="For School Districts"
      intro="Fill open positions with certified teachers who are trained for Texas classrooms and supported after they start."
      actions={[
        { to: paths.signup.getHref(), label: 'Register Your District' },
        { to: paths.browse.getHref(), label: 'Browse Certified Teachers', variant: 'secondary' },
      ]}
    >
      <section>
        <h2>What you get</h2>
        <ul>
          <li>Access to certified and ready-for-hire teachers, searchable by subject, grade level and location.</li>
          <li>Requests for teacher information answered by our placement team.</li>
          <li>Field supervision and mentorship for placed teachers for about {MARKETING_FIGURES.supportYears}.</li>
          <li>An average time to hire of {MARKETING_FIGURES.daysToHire}.</li>
        </ul>
      </section>
      <section>
        <h2>How to join</h2>
        <ol>
          <li>Register your school or district with its NCES ID.</li>
          <li>Our team verifies the registration, usually within {APPROVAL_TIME_TEXT}.</li>
          <li>Sign in to browse available teachers and request information.</li>
        </ol>
      </section>
    </InfoPage>
  );
}
