import { z } from 'zod';
import { enumField } from '../enum-words';
import { calendarDate } from './calendar-date';
import { text } from './common';

/** POST requests/create. */
export const requestCreateSchema = z.object({
  teacherId: z.uuid({ error: (iss) => (iss.input === undefined ? 'Teacher is required' : 'Invalid teacher id') }),
  schoolId: z.uuid({ error: (iss) => (iss.input === undefined ? 'School is required' : 'Invalid school id') }),
});
/** POST requests/{id}/undo (admin): the answer being taken back. */
export const requestUndoSchema = z.object({ status: enumField(['approved', 'denied'], 'answer') });
/** PUT requests/{id} (admin). */
export const requestAnswerSchema = z.object({
  status: enumField(['approved', 'denied'], 'answer'),
  /** When the admin answered (the admin screen sends Date#toISOString); absent means now. Stored as a timestamp. */
  responseDate: calendarDate('Response date', { kind: 'date-time', optional: true }).optional(),
  /** Why (the admin screen asks for it when denying); shown to the school and sent with the answer. */
  reason: text('Reason', 1000),
});
