import { useQuery } from '@tanstack/react-query';
import { teachersQueryOptions } from 'shared-staff';

/** The staff teacher list (its projection, the same cache entry), for the 'Assign a teacher' select; fetched only when the panel is shown. */
export const useTeacherOptions = (enabled = true) => useQuery({ ...teachersQueryOptions(), enabled });
