import { ButtonLinks } from 'shared-ui/staff';
import { paths } from '../../paths';

/** Shortcuts to the other screens of the area. */
export function QuickLinks() {
  return (
    <ButtonLinks
      label="Quick links"
      links={[
        { to: paths.teachers.list.getHref(), label: 'Go to Teachers', variant: 'secondary' },
        { to: paths.schools.getHref(), label: 'Go to Schools', variant: 'secondary' },
        { to: paths.settings.getHref(), label: 'Go to Settings', variant: 'secondary' },
      ]}
    />
  );
}
