import { useAuthStore } from 'shared-auth';

/** The signed-in teacher's record id: a teacher account's profile is its record. */
export const useMyTeacherId = () => useAuthStore((s) => (s.user?.role === 'teacher' ? (s.user.profile ?? undefined) : undefined));
