import styled from 'styled-components';
import type { TeacherRequest } from 'shared-domain';
import { Badge, Button } from 'shared-ui';

/** The requested teacher's first and last name. */
export const requestTeacherName = (r: TeacherRequest) => `${r.teacher.name.first} ${r.teacher.name.last}`;

/**
 * The teacher's name on a request, with why the details may not go to the school now (the teacher hid from it or
 * withdrew consent since it asked): the server refuses Approve with that reason; Deny stays possible.
 */
export function RequestTeacher({ request: r }: { request: TeacherRequest }) {
  const teacher = requestTeacherName(r);
  if (!r.unavailable) return <>{teacher}</>;
  return (
    <>
      {teacher} <Badge tone="red">{r.unavailable}</Badge>
    </>
  );
}

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Approve and Deny on a pending request's row, each named with the school and the teacher for a screen reader. */
export function RequestAnswerButtons({
  request: r,
  busy,
  onApprove,
  onDeny,
}: {
  request: TeacherRequest;
  busy?: boolean;
  onApprove: () => void;
  onDeny: () => void;
}) {
  return (
    <StyledButtons>
      <Button
        size="sm"
        busy={busy}
        aria-label={`Approve request from ${r.from.schoolName} for ${requestTeacherName(r)}`}
        onClick={onApprove}
      >
        Approve
      </Button>
      <Button
        size="sm"
        variant="danger"
        busy={busy}
        aria-label={`Deny request from ${r.from.schoolName} for ${requestTeacherName(r)}`}
        onClick={onDeny}
      >
        Deny
      </Button>
    </StyledButtons>
  );
}
