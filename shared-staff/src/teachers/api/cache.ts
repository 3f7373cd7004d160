import type { QueryClient } from '@tanstack/react-query';
import type { Teacher } from 'shared-domain';
import { teacherKeys } from './query-keys';

/** Puts a saved teacher into the detail and list caches (no refetch of 10,000 rows) and refreshes its history. */
export function storeTeacher(client: QueryClient, teacher: Teacher) {
  client.setQueryData(teacherKeys.detail(teacher._id), teacher);
  client.setQueryData<Teacher[]>(teacherKeys.list(), (list) => {
    if (!list) return list;
    const at = list.findIndex((t) => t._id === teacher._id);
    if (at === -1) return [...list, teacher];
    const next = list.slice();
    next[at] = teacher;
    return next;
  });
  void client.invalidateQueries({ queryKey: teacherKeys.history(teacher._id) });
}
