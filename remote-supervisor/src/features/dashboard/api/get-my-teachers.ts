import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiPaths, type TeacherListItem } from 'shared-domain';
import { teachersQueryOptions } from 'shared-staff';

/** The request named in the error details. */
export const TEACHERS_REQUEST = `GET /api/${apiPaths.teachersList}`;

/**
 * GET teachers/all?view=list narrowed to the teachers assigned to this supervisor. It reads the shared staff
 * teacher list's cache entry, so a supervision recorded here or on the list updates both in place.
 */
export function useMyTeachers(supervisorId: string | null | undefined) {
  const select = useCallback(
    (all: TeacherListItem[]) => all.filter((t) => Boolean(supervisorId) && t.assignment?.supervisorId === supervisorId),
    [supervisorId],
  );
  return useQuery({ ...teachersQueryOptions(), select });
}
