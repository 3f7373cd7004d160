/** Query keys of the school area, in one place so mutations invalidate exactly what they change. */
export const schoolKeys = {
  all: ['school-area'] as const,
  school: (id: string) => [...schoolKeys.all, 'school', id] as const,
  requests: (schoolId: string) => [...schoolKeys.all, 'requests', schoolId] as const,
  availableTeachers: () => [...schoolKeys.all, 'available-teachers'] as const,
  teacher: (id: string) => [...schoolKeys.all, 'teacher', id] as const,
};
