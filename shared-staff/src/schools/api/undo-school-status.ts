import { api } from 'shared-auth';
import { apiPaths, type School } from 'shared-domain';
import { useCacheMutation } from '../../lib/use-cache-mutation';
import { storeSchool } from './cache';
import type { SchoolStatusVars } from './update-school-status';

/** `status`: the status the act being undone set. */
export const undoSchoolStatus = ({ id, status }: SchoolStatusVars) => api.post<School>(apiPaths.schoolUndo(id), { status });

/** POST schools/{id}/undo: takes back one's own approval or deactivation within the undo window. */
export const useUndoSchoolStatus = () => useCacheMutation(undoSchoolStatus, storeSchool);
