import { z } from 'zod';
import { enumField } from '../../enum-words';
import { REQUEST_STATUSES } from '../../constants';
import { isoDateTime, pageQuery, personName } from './common';
import { MESSAGES } from '../../messages';

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
    /**
     * Why the teacher's details may not go to this school now (null: they may). Staff see 'Hidden from this school' or
     * 'Consent withdrawn' and cannot approve; the school sees 'No longer available' and never why.
     */
    unavailable: z.enum([MESSAGES.consentHidden, MESSAGES.consentWithdrawn, MESSAGES.noLongerAvailable]).nullable().optional(),
  })
  .meta({ id: 'TeacherRequest' });
export type TeacherRequest = z.infer<typeof teacherRequestSchema>;

/** GET requests/all and requests/{schoolId}: newest first. */
export const requestListSchema = z.object({ requests: z.array(teacherRequestSchema) });
export type RequestList = z.infer<typeof requestListSchema>;

// The Requests page filtered and paged on the server.
/** Most requests one page of GET requests/all may ask for. */
export const REQUESTS_PAGE_MAX = 200;

/**
 * GET requests/all's optional query: any of them answers the matching requests (newest first) with their number in
 * X-Total-Count; none answers every request (the spec's call).
 */
export const requestListQuerySchema = z.object({
  status: enumField(REQUEST_STATUSES, 'status').optional(),
  school: z.uuid({ error: "School must be a school's id" }).optional(),
  teacher: z.uuid({ error: "Teacher must be a teacher's id" }).optional(),
  ...pageQuery(REQUESTS_PAGE_MAX),
});
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

/** GET requests/filters: the schools and teachers that have requests (the Requests page's filter choices), by name. */
const requestFilterChoice = z.object({ id: z.string(), name: z.string(), count: z.number().int() });
export const requestFiltersSchema = z
  .object({
    schools: z.array(requestFilterChoice),
    teachers: z.array(requestFilterChoice),
    /** Every request, and those waiting for an answer. */
    total: z.number().int(),
    pending: z.number().int(),
  })
  .meta({ id: 'RequestFilters' });
export type RequestFilters = z.infer<typeof requestFiltersSchema>;
