import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type TeacherFieldHours } from 'shared-domain';
import { evidenceKeys } from './evidence-keys';

export const getMyFieldHours = (teacherId: string) => api.get<TeacherFieldHours>(apiPaths.teacherFieldHours(teacherId));

/** GET teachers/{id}/field-hours: the teacher's own field-based experience hours (waits for the id). */
export const useMyFieldHours = (teacherId: string | undefined) =>
  useQuery({ queryKey: evidenceKeys.fieldHours, queryFn: () => getMyFieldHours(teacherId!), enabled: !!teacherId });
