import type { TeacherRequest } from 'shared-domain';
import { Badge } from 'shared-ui';

/**
 * The teacher's name on a request, with why the details may not go to the school now (the teacher hid from it or
 * withdrew consent since it asked): the server refuses Approve with that reason; Deny stays possible.
 */
export function RequestTeacher({ request: r }: { request: TeacherRequest }) {
  const teacher = `${r.teacher.name.first} ${r.teacher.name.last}`;
  if (!r.unavailable) return <>{teacher}</>;
  return (
    <>
      {teacher} <Badge tone="red">{r.unavailable}</Badge>
    </>
  );
}
