import { RESPONSE_TIME_TEXT, SUPPORT_HOURS_TEXT } from 'shared-domain';
import { useAppConfig } from 'shared-auth';
import { InfoPage } from '../../components/info-page';
import { paths } from '../../paths';

export function SupportPage() {
  const { contactEmail, contactPhone } = useAppConfig();
  return (
    <InfoPage
      title="Support"
      intro="Our team is here to help with registration, sign-in and anything else on the platform."
      actions={[{ to: paths.contact.getHref(), label: 'Send Us a Message' }]}
    >
      <section>
        <h2>Reach us</h2>
        <ul>
          <li>
            E-mail: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </li>
          <li>
            Phone: <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>{contactPhone}</a>
          </li>
          <li>Hours: {SUPPORT_HOURS_TEXT}</li>
          <li>Typical response time: {RESPONSE_TIME_TEXT}</li>
        </ul>
      </section>
      <section>
        <h2>Reporting a problem</h2>
        <p>Tell us what you were doing, what you expected and what happened instead; a screenshot helps.</p>
      </section>
    </InfoPage>
  );
}
