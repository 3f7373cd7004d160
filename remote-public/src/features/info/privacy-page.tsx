import { useAppConfig } from 'shared-auth';
import { InfoPage } from '../../components/info-page';

export function PrivacyPage() {
  const { contactEmail } = useAppConfig();
  return (
    <InfoPage title="Privacy Policy" intro="How we collect, use and protect information on this platform.">
      <section>
        <h2>What we collect</h2>
        <p>
          Registration details of schools and districts (names, NCES ID, contact person, e-mail and phone), messages
          sent through the contact form, and the teacher records our staff maintain for certification and placement.
        </p>
      </section>
      <section>
        <h2>How we use it</h2>
        <p>
          To verify registrations, answer inquiries, support certification and match teachers with districts. We do
          not sell personal information.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          To see, correct or delete your information, e-mail <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </p>
      </section>
    </InfoPage>
  );
}
