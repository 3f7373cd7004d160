import { api } from 'shared-auth';
import { apiPaths, type FieldHour, type FieldHourInput } from 'shared-domain';
import { useMeMutation } from './use-me-mutation';

export const logFieldHours = (teacherId: string, input: FieldHourInput) =>
  api.post<FieldHour>(apiPaths.teacherFieldHours(teacherId), input);

/** POST teachers/{id}/field-hours: the teacher logs hours (the evidence and the dashboard's What's left refetch). */
export const useLogFieldHours = (teacherId: string) => useMeMutation((input: FieldHourInput) => logFieldHours(teacherId, input));
