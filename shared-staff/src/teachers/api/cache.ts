import type { QueryClient } from '@tanstack/react-query';
import { checklistRules, toTeacherListItem, type SystemSettings, type Teacher, type TeacherListItem } from 'shared-domain';
import { settingsKeys } from '../../lib/api/get-settings';
import { teacherKeys } from './query-keys';

/**
 * Puts a saved teacher into the detail cache and its list row (the same projection the server makes, for today: no
 * refetch of 10,000 rows) and refreshes its history and the field-supervision list.
 */
export function storeTeacher(client: QueryClient, teacher: Teacher) {
  client.setQueryData(teacherKeys.detail(teacher._id), teacher);
  void client.invalidateQueries({ queryKey: teacherKeys.history(teacher._id) });
  const { ref } = teacher;
  if (ref === undefined) return;
  // The lists open a record by its number: that copy is the same record.
  client.setQueryData(teacherKeys.detail(String(ref)), teacher);
  client.setQueryData<TeacherListItem[]>(teacherKeys.list(), (list) => {
    if (!list) return list;
    const row = toTeacherListItem({ ...teacher, ref }, new Date(), {
      rules: checklistRules(client.getQueryData<SystemSettings>(settingsKeys.all)),
    });
    const at = list.findIndex((t) => t.ref === ref);
    if (at === -1) return [...list, row];
    const next = list.slice();
    next[at] = row;
    return next;
  });
}
