import { z } from 'zod';
import { REQUEST_STATUSES } from '../../constants';
import { isoDateTime, personName } from './common';

export const teacherRequestSchema = z
  .object({
    _id: z.string(),
    status: z.enum(REQUEST_STATUSES),
    from: z.object({ schoolId: z.string(), schoolName: z.string(), district: z.string() }),
    teacher: z.object({ _id: z.string(), name: personName, exam: z.string() }),
    createdAt: isoDateTime,
    responseDate: isoDateTime.nullable(),
    /** The admin's reason for the answer ('' when none was given). */
    reason: z.string(),
  })
  .meta({ id: 'TeacherRequest' });
export type TeacherRequest = z.infer<typeof teacherRequestSchema>;

/** GET requests/all and requests/{schoolId}: newest first. */
export const requestListSchema = z.object({ requests: z.array(teacherRequestSchema) });
export type RequestList = z.infer<typeof requestListSchema>;
