import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type TeacherDocuments } from 'shared-domain';
import { evidenceKeys } from './evidence-keys';

export const getMyDocuments = (teacherId: string) => api.get<TeacherDocuments>(apiPaths.teacherDocuments(teacherId));

/** GET teachers/{id}/documents: the teacher's own documents (waits for the id). */
export const useMyDocuments = (teacherId: string | undefined) =>
  useQuery({ queryKey: evidenceKeys.documents, queryFn: () => getMyDocuments(teacherId!), enabled: !!teacherId });
