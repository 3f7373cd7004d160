import { ButtonLink, ProfileCard, VisuallyHidden } from 'shared-ui';
import { profileCardName, type PublicTeacher } from 'shared-domain';

export interface TeacherCardProps {
  teacher: PublicTeacher;
  /** Where 'View Profile' (or 'Sign In to View Profile') and 'Request Information' go, with navigation state. */
  profile: { label: string; to: string; state?: unknown };
  /** Absent for a visitor: the one sign-in action leads to the profile, which offers the request. */
  request?: { to: string; state?: unknown };
}

/** A teacher on the public talent pool (product spec 'Browse sample card'): the visitor's card from GET public/teachers. */
export function TeacherCard({ teacher, profile, request }: TeacherCardProps) {
  const name = profileCardName(teacher);
  return (
    <ProfileCard
      card={teacher}
      actions={
        <>
          <ButtonLink to={profile.to} state={profile.state} size="sm">
            {profile.label}
            <VisuallyHidden> of {name}</VisuallyHidden>
          </ButtonLink>
          {request && (
            <ButtonLink to={request.to} state={request.state} size="sm" variant="secondary">
              Request Information
              <VisuallyHidden> about {name}</VisuallyHidden>
            </ButtonLink>
          )}
        </>
      }
    />
  );
}
