import { MESSAGES, type StaffArea } from 'shared-domain';

/** Why the teachers (or one record) could not be loaded, in the role's words. */
export const teachersFetchFailed = (role: StaffArea) =>
  role === 'supervisor' ? MESSAGES.teachersFetchFailedSupervisor : MESSAGES.teachersFetchFailed;
