import type { ReactNode } from 'react';
import { DescriptionList } from 'shared-ui/staff';

/** A definition list of label/value pairs; blank values read 'Not provided'. */
export const ProfileFacts = ({ items }: { items: [label: string, value: ReactNode][] }) => (
  <DescriptionList items={items} blank="Not provided" />
);
