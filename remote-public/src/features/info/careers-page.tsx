import { useAppConfig } from 'shared-auth';
import { InfoPage } from '../../components/info-page';

export function CareersPage() {
  const { contactEmail } = useAppConfig();
  return (
    <InfoPage title="Careers" intro="Help us put a certified teacher in every Texas classroom.">
      <section>
        <h2>Working with us</h2>
        <p>
          We hire field supervisors, certification advisors and placement coordinators across Texas. Field supervisors
          observe and coach new teachers in their first years.
        </p>
      </section>
      <section>
        <h2>How to apply</h2>
        <p>
          Send your résumé and the role you are interested in to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </p>
      </section>
    </InfoPage>
  );
}
