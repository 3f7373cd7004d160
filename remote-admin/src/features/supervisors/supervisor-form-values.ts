import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SUPERVISOR_DEFAULTS, supervisorPatchSchema, supervisorRegisterSchema, type Supervisor } from 'shared-domain';

/** What the add and edit forms hold: inputs hand back strings for numbers; the shared schemas convert them on submit. */
export interface SupervisorFormValues {
  email: string;
  password: string;
  status: 'active' | 'inactive';
  name: { first: string; last: string };
  contactInfo: { phone: string };
  credentials: { certification: string; yearsExperience: number | string; specializations: string[] };
  schoolId: string;
  settings: {
    maxTeachers: number | string;
    availableForNewTeachers: boolean;
    notificationPreferences: { email: boolean; sms: boolean };
  };
}

export const registerResolver = zodResolver(supervisorRegisterSchema) as unknown as Resolver<SupervisorFormValues>;
export const patchResolver = zodResolver(supervisorPatchSchema) as unknown as Resolver<SupervisorFormValues>;

export const emptySupervisorForm = (): SupervisorFormValues => ({
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

export const toFormValues = (s: Supervisor): SupervisorFormValues => ({
  email: s.email,
  password: '',
  status: s.status,
  name: { ...s.name },
  contactInfo: { phone: s.contactInfo.phone },
  credentials: { ...s.credentials, specializations: [...s.credentials.specializations] },
  schoolId: s.schoolId ?? '',
  settings: { ...s.settings, notificationPreferences: { ...s.settings.notificationPreferences } },
});

/** The form's checkbox group hands back false / a single string when nothing or one box is ticked. */
const list = (v: unknown): string[] => (Array.isArray(v) ? v : typeof v === 'string' ? [v] : []);

/** POST supervisors/register body (the contact e-mail is the sign-in e-mail). */
export function toRegisterBody(v: SupervisorFormValues) {
  const { status, ...rest } = v;
  return {
    ...rest,
    status,
    contactInfo: { email: v.email, phone: v.contactInfo.phone },
    credentials: { ...v.credentials, specializations: list(v.credentials.specializations) },
  };
}

/** PATCH supervisors/{id} body: every field, plus the version the edit started from. */
export function toPatchBody(v: SupervisorFormValues, updatedAt: string) {
  const { password: _password, ...rest } = v;
  return {
    ...rest,
    contactInfo: { email: v.email, phone: v.contactInfo.phone },
    credentials: { ...v.credentials, specializations: list(v.credentials.specializations) },
    updatedAt,
  };
}
