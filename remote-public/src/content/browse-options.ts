/** The choices of the public Browse Teachers filters: one list, in shared-domain (a teacher's public profile uses it). */
export { BROWSE_GRADE_LEVELS, BROWSE_LOCATIONS, BROWSE_SUBJECTS } from 'shared-domain';
