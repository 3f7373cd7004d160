import { DISCLOSURES } from 'shared-domain';
import { DisclosureText } from 'shared-ui/disclosures';
import { InfoPage } from '../../components/info-page';
import { paths } from '../../paths';

/** The disclosures a program gives before admission, each with the version a candidate's receipt names. */
export function DisclosuresPage() {
  return (
    <InfoPage
      title="Before you apply"
      intro="What Texas asks every educator preparation program to tell you before you are admitted."
      sections={DISCLOSURES.map((d) => ({
        heading: d.title,
        body: <DisclosureText disclosure={d} />,
      }))}
      actions={[{ to: paths.apply.getHref(), label: 'Apply to the program' }]}
    />
  );
}
