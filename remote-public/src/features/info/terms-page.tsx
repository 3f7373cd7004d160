import { InfoPage } from '../../components/info-page';

export function TermsPage() {
  return (
    <InfoPage title="Terms of Service" intro="The rules for using this platform.">
      <section>
        <h2>Accounts</h2>
        <p>
          School and district accounts are for verified Texas schools and districts. Keep your password private; you
          are responsible for activity on your account.
        </p>
      </section>
      <section>
        <h2>Teacher information</h2>
        <p>Information about teachers is shared for hiring decisions only and may not be redistributed.</p>
      </section>
      <section>
        <h2>Marketing figures</h2>
        <p>Figures on our public pages describe the program and are not guarantees of results.</p>
      </section>
    </InfoPage>
  );
}
