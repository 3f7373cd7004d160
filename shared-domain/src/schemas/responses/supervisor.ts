import { z } from 'zod';
import { SUPERVISOR_STATUSES } from '../../constants';
import { personName, recordDate, recordTimestamps, successMessageSchema } from './common';

export const supervisorSchema = z
  .object({
    _id: z.string(),
    status: z.enum(SUPERVISOR_STATUSES),
    name: personName,
    email: z.string(),
    contactInfo: z.object({ email: z.string(), phone: z.string() }),
    credentials: z.object({ certification: z.string(), yearsExperience: z.number().int(), specializations: z.array(z.string()) }),
    schoolId: z.string().nullable(),
    school: z.object({ _id: z.string(), name: z.string() }).nullable(),
    assignedTeachers: z.array(
      z.object({
        _id: z.string(),
        teacher: z.object({ _id: z.string(), name: personName, program: z.string().nullable() }),
        startDate: recordDate,
        endDate: recordDate,
        status: z.string(),
      }),
    ),
    settings: z.object({
      maxTeachers: z.number().int(),
      availableForNewTeachers: z.boolean(),
      notificationPreferences: z.object({ email: z.boolean(), sms: z.boolean() }),
    }),
    ...recordTimestamps,
  })
  .meta({ id: 'Supervisor' });
export type Supervisor = z.infer<typeof supervisorSchema>;

/** POST supervisors/register (201). */
export const supervisorCreatedSchema = successMessageSchema.extend({ supervisor: supervisorSchema });
export type SupervisorCreated = z.infer<typeof supervisorCreatedSchema>;
