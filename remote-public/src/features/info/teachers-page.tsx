import { MARKETING_FIGURES } from 'shared-domain';
import { InfoPage } from '../../components/info-page';
import { paths } from '../../paths';

export function TeachersPage() {
  return (
    <InfoPage
      title="For Teachers"
      intro="Earn your Texas teaching certificate, get placed in a district that needs you, and keep a mentor by your side."
      actions={[{ to: paths.contact.getHref(), label: 'Ask About the Program' }]}
    >
      <section>
        <h2>The program</h2>
        <ul>
          <li>Coursework, exam preparation and supervised field observations toward Texas certification.</li>
          <li>No upfront certification cost: you repay it after you are placed.</li>
          <li>Mentorship and field supervision for about {MARKETING_FIGURES.supportYears}.</li>
        </ul>
      </section>
      <section>
        <h2>How to apply</h2>
        <p>
          Teacher accounts are created by our team when you enrol. Send us an inquiry with your background and the
          subjects you want to teach, and an advisor will contact you.
        </p>
      </section>
    </InfoPage>
  );
}
