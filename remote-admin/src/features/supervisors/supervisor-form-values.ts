import type { z } from 'zod';
import {
  SPECIALIZATIONS,
  SUPERVISOR_DEFAULTS,
  supervisorPatchSchema,
  supervisorRegisterSchema,
  type Specialization,
  type Supervisor,
} from 'shared-domain';

/**
 * The field sections are shared by both forms and typed against the add form's values: the edit form's
 * fields are the same minus the first password.
 */
export type SupervisorFieldValues = z.input<typeof supervisorRegisterSchema>;

export const emptySupervisorForm = (): SupervisorFieldValues => ({
  email: '',
  password: '',
  status: 'active',
  name: { first: '', last: '' },
  contactInfo: { phone: '' },
  credentials: { certification: '', yearsExperience: '', specializations: [] },
  schoolId: '',
  settings: {
    maxTeachers: SUPERVISOR_DEFAULTS.maxTeachers,
    availableForNewTeachers: SUPERVISOR_DEFAULTS.availableForNewTeachers,
    notificationPreferences: { ...SUPERVISOR_DEFAULTS.notificationPreferences },
  },
});

const isSpecialization = (v: string): v is Specialization => (SPECIALIZATIONS as readonly string[]).includes(v);

export const toFormValues = (s: Supervisor): z.input<typeof supervisorPatchSchema> => ({
  email: s.email,
  status: s.status,
  name: { ...s.name },
  contactInfo: { phone: s.contactInfo.phone },
  credentials: { ...s.credentials, specializations: s.credentials.specializations.filter(isSpecialization) },
  schoolId: s.schoolId ?? '',
  settings: { ...s.settings, notificationPreferences: { ...s.settings.notificationPreferences } },
});

/** POST supervisors/register body (the contact e-mail is the sign-in e-mail). */
export function toRegisterBody(v: z.output<typeof supervisorRegisterSchema>) {
  return { ...v, contactInfo: { email: v.email, phone: v.contactInfo.phone } };
}

/** PATCH supervisors/{id} body: every field, plus the version the edit started from. */
export function toPatchBody(v: z.output<typeof supervisorPatchSchema>, updatedAt: string) {
  return { ...v, contactInfo: { email: v.email, phone: v.contactInfo?.phone }, updatedAt };
}
