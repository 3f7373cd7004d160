import type { z } from 'zod';
import {
  SPECIALIZATIONS,
  SUPERVISOR_DEFAULTS,
  supervisorPatchSchema,
  supervisorRegisterSchema,
  type Specialization,
  type Supervisor,
} from 'shared-domain';

export type SupervisorFormInput = z.input<typeof supervisorRegisterSchema>;
export type SupervisorAddOutput = z.output<typeof supervisorRegisterSchema>;
export type SupervisorEditInput = z.input<typeof supervisorPatchSchema>;
export type SupervisorEditOutput = z.output<typeof supervisorPatchSchema>;
/**
 * The field sections are shared by both forms and typed against the add form's values: the edit form's
 * fields are the same minus the first password.
 */
export type SupervisorFieldValues = SupervisorFormInput;

export const emptySupervisorForm = (): SupervisorFormInput => ({
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

export const toFormValues = (s: Supervisor): SupervisorEditInput => ({
  email: s.email,
  status: s.status,
  name: { ...s.name },
  contactInfo: { phone: s.contactInfo.phone },
  credentials: { ...s.credentials, specializations: s.credentials.specializations.filter(isSpecialization) },
  schoolId: s.schoolId ?? '',
  settings: { ...s.settings, notificationPreferences: { ...s.settings.notificationPreferences } },
});

/** POST supervisors/register body (the contact e-mail is the sign-in e-mail). */
export function toRegisterBody(v: SupervisorAddOutput) {
  return { ...v, contactInfo: { email: v.email, phone: v.contactInfo.phone } };
}

/** PATCH supervisors/{id} body: every field, plus the version the edit started from. */
export function toPatchBody(v: SupervisorEditOutput, updatedAt: string) {
  return { ...v, contactInfo: { email: v.email, phone: v.contactInfo?.phone }, updatedAt };
}
