import { z } from 'zod';
import { REQUEST_STATUSES } from '../constants';

/** POST requests/create. */
export const requestCreateSchema = z.object({
  teacherId: z.uuid({ error: 'Teacher is required' }),
  schoolId: z.uuid({ error: 'School is required' }),
});
/** PUT requests/{id} (admin). */
export const requestAnswerSchema = z.object({
  status: z.enum(['approved', 'denied'], { error: 'Status must be approved or denied' }),
  responseDate: z
    .string()
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Response date must be a date')
    .optional(),
});

export interface TeacherRequest {
  _id: string;
  status: (typeof REQUEST_STATUSES)[number];
  from: { schoolId: string; schoolName: string; district: string };
  teacher: { _id: string; name: { first: string; last: string }; exam: string };
  createdAt: string;
  responseDate: string | null;
}
