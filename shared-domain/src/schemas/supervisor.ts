import { z } from 'zod';
import { SPECIALIZATIONS, SUPERVISOR_DEFAULTS, SUPERVISOR_STATUSES, REGISTRATION_PASSWORD_MIN } from '../constants';
import { email } from './common';

const required = (msg: string, max = 200) => z.string({ error: msg }).trim().min(1, msg).max(max, `Must be at most ${max} characters`);
const intFrom = (msg: string, min: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: msg }).int(msg).min(min, `${msg.replace(/ is required$/, '')} must be ${min} or more`).max(100),
  );

export const supervisorSettingsSchema = z
  .object({
    maxTeachers: intFrom('Maximum teachers is required', 1).prefault(SUPERVISOR_DEFAULTS.maxTeachers),
    availableForNewTeachers: z.boolean().prefault(SUPERVISOR_DEFAULTS.availableForNewTeachers),
    notificationPreferences: z
      .object({
        email: z.boolean().prefault(SUPERVISOR_DEFAULTS.notificationPreferences.email),
        sms: z.boolean().prefault(SUPERVISOR_DEFAULTS.notificationPreferences.sms),
      })
      .prefault({}),
  })
  .prefault({});

const credentialsSchema = z.object({
  certification: required('Certification is required'),
  yearsExperience: intFrom('Years of experience is required', 0),
  specializations: z.array(z.enum(SPECIALIZATIONS, { error: 'Unknown specialization' })).max(SPECIALIZATIONS.length).prefault([]),
});

/** POST supervisors/register (admin). */
export const supervisorRegisterSchema = z.object({
  email: email(),
  password: z.string({ error: 'Password is required' }).min(REGISTRATION_PASSWORD_MIN, `Password must be at least ${REGISTRATION_PASSWORD_MIN} characters`).max(200),
  name: z.object({ first: required('First name is required'), last: required('Last name is required') }),
  contactInfo: z.object({ email: email().optional(), phone: required('Phone is required', 40) }),
  credentials: credentialsSchema,
  schoolId: z.uuid({ error: 'Assigned school is required' }),
  status: z.enum(SUPERVISOR_STATUSES).prefault('active'),
  settings: supervisorSettingsSchema,
});
export type SupervisorRegisterInput = z.input<typeof supervisorRegisterSchema>;

/** PATCH supervisors/{id} (admin: every field; a supervisor on itself: settings only). */
export const supervisorPatchSchema = z.object({
  status: z.enum(SUPERVISOR_STATUSES, { error: 'Status must be active or inactive' }).optional(),
  name: z.object({ first: required('First name is required'), last: required('Last name is required') }).optional(),
  email: email().optional(),
  contactInfo: z.object({ email: email().optional(), phone: required('Phone is required', 40).optional() }).optional(),
  credentials: credentialsSchema.partial().optional(),
  schoolId: z.uuid({ error: 'School is required' }).optional(),
  settings: z
    .object({
      maxTeachers: intFrom('Maximum teachers is required', 1).optional(),
      availableForNewTeachers: z.boolean().optional(),
      notificationPreferences: z.object({ email: z.boolean().optional(), sms: z.boolean().optional() }).optional(),
    })
    .optional(),
  updatedAt: z.string().optional(),
});
export type SupervisorPatchInput = z.input<typeof supervisorPatchSchema>;

export interface Supervisor {
  _id: string;
  status: 'active' | 'inactive';
  name: { first: string; last: string };
  email: string;
  contactInfo: { email: string; phone: string };
  credentials: { certification: string; yearsExperience: number; specializations: string[] };
  schoolId: string | null;
  school: { _id: string; name: string } | null;
  assignedTeachers: {
    _id: string;
    teacher: { _id: string; name: { first: string; last: string }; program: string | null };
    startDate: string;
    endDate: string;
    status: string;
  }[];
  settings: { maxTeachers: number; availableForNewTeachers: boolean; notificationPreferences: { email: boolean; sms: boolean } };
  createdAt: string;
  updatedAt: string;
}
