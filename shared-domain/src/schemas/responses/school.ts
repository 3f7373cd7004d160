import { z } from 'zod';
import { ASSIGNMENT_STATUSES, SCHOOL_STATUSES } from '../../constants';
import { personName, recordDate, recordTimestamps, successMessageSchema } from './common';

const idName = z.object({ _id: z.string(), name: personName });

export const schoolSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    ncesId: z.string(),
    districtName: z.string(),
    status: z.enum(SCHOOL_STATUSES),
    contactPerson: z.object({ name: personName }),
    contactName: z.string(),
    contactInfo: z.object({
      email: z.string(),
      phone: z.string(),
      address: z.object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
    }),
    settings: z.object({ maxInterns: z.number().int(), allowsInterns: z.boolean() }),
    currentInterns: z.number().int(),
    supervisors: z.array(z.object({ _id: z.string(), name: personName, email: z.string(), status: z.string() })),
    assignedTeachers: z.array(
      z.object({
        _id: z.string(),
        teacher: idName,
        status: z.enum(ASSIGNMENT_STATUSES),
        startDate: recordDate,
        endDate: recordDate,
        supervisor: idName.nullable(),
      }),
    ),
    /** The sign-in e-mail of the school's account, or null when none has been set up yet. */
    accountEmail: z.string().nullable(),
    ...recordTimestamps,
  })
  .meta({ id: 'School' });
export type School = z.infer<typeof schoolSchema>;

/** POST schools/register (201). */
export const schoolCreatedSchema = successMessageSchema.extend({ school: schoolSchema });
export type SchoolCreated = z.infer<typeof schoolCreatedSchema>;
