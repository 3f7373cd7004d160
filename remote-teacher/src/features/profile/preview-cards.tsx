import type { MyProfileResponse } from 'shared-domain';
import { ProfileCard } from 'shared-ui';

// The teacher's previews are the cards Browse and Find Teachers render (shared-ui's ProfileCard), from the answers the
// server builds for a visitor and a school with the same function those lists use.

/** As a visitor sees it on Browse (GET public/teachers). */
export function VisitorCard({ teacher }: { teacher: MyProfileResponse['preview']['visitor'] }) {
  return <ProfileCard card={teacher} as="div" label="As a visitor sees it on Browse" headingLevel={4} />;
}

/** As an approved school sees it on Find Teachers (GET teachers/available). */
export function SchoolCard({ teacher }: { teacher: MyProfileResponse['preview']['school'] }) {
  return <ProfileCard card={teacher} as="div" label="As a school sees it on Find Teachers" headingLevel={4} />;
}
