import { DISCLOSURES } from 'shared-domain';
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
        body: (
          <>
            {d.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <p>
              <small>
                {d.section} · text version {d.version}
              </small>
            </p>
          </>
        ),
      }))}
      actions={[{ to: paths.apply.getHref(), label: 'Apply to the program' }]}
    />
  );
}
