import type { AvailableTeacher } from 'shared-domain';
import { ButtonLink, ProfileCard } from 'shared-ui';
import { profileCardName } from 'shared-domain';
import { RequestButton } from '../../components/request-button';
import { paths } from '../../paths';

/** One available teacher: the school's card from GET teachers/available, 'Request Information' and 'View Profile'. */
export function TeacherCard({ teacher }: { teacher: AvailableTeacher }) {
  const name = profileCardName(teacher);
  return (
    <ProfileCard
      card={teacher}
      headingLevel={2}
      actions={
        <>
          <RequestButton teacher={teacher} />
          <ButtonLink to={paths.teacher.getHref(teacher._id)} variant="ghost" size="sm" aria-label={`View Profile of ${name}`}>
            View Profile
          </ButtonLink>
        </>
      }
    />
  );
}
