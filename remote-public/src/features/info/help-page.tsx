import { Link } from 'react-router-dom';
import { InfoPage } from '../../components/info-page';
import { paths } from '../../paths';

export function HelpPage() {
  return (
    <InfoPage
      title="Help Center"
      intro="Guides for getting started with the platform."
      actions={[{ to: paths.support.getHref(), label: 'Contact Support' }]}
    >
      <section>
        <h2>Getting started as a district</h2>
        <ol>
          <li>
            <Link to={paths.signup.getHref()}>Register your school or district</Link> with your NCES ID and a contact person.
          </li>
          <li>Wait for the approval e-mail, then <Link to={paths.login.getHref()}>sign in</Link>.</li>
          <li>Open Find Teachers to browse available teachers and request information.</li>
        </ol>
      </section>
      <section>
        <h2>Account help</h2>
        <ul>
          <li>
            Forgot your password? <Link to={paths.forgotPassword.getHref()}>Reset it here</Link>.
          </li>
          <li>Tick “Remember me” when signing in to stay signed in on this device for 24 hours.</li>
          <li>
            More answers are in the <Link to={paths.faq.getHref()}>FAQ</Link>.
          </li>
        </ul>
      </section>
    </InfoPage>
  );
}
