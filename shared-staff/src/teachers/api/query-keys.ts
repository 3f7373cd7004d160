/** Query keys of the teacher screens; mutations update or invalidate exactly these. */
export const teacherKeys = {
  all: ['teachers'] as const,
  list: () => [...teacherKeys.all, 'list'] as const,
  detail: (id: string) => [...teacherKeys.all, 'detail', id] as const,
  history: (id: string) => [...teacherKeys.all, 'history', id] as const,
};
