import type { z } from 'zod';
import { SCHOOL_DEFAULTS, schoolPatchSchema, schoolRegisterSchema, type School } from 'shared-domain';

export const CONTACT_LAST_REQUIRED = 'Contact last name is required';

/** Add school: the registration schema, with the contact's last name required (product spec §5 'Add school'). */
export const addSchoolSchema = schoolRegisterSchema.superRefine((v, ctx) => {
  const last = v.contactPerson.name.last.trim();
  if (!last || last === '.') ctx.addIssue({ code: 'custom', path: ['contactPerson', 'name', 'last'], message: CONTACT_LAST_REQUIRED });
});

/**
 * The field sections are shared by both forms and typed against the add form's values: the edit form's
 * fields are the same minus the account e-mail (it edits contactInfo.email instead).
 */
export type SchoolFieldValues = z.input<typeof addSchoolSchema>;

export const emptySchoolForm = (): SchoolFieldValues => ({
  name: '',
  ncesId: '',
  districtName: '',
  email: '',
  contactPerson: { name: { first: '', last: '' } },
  // No contactInfo.email: adding, the one Email field is the school's e-mail (copied into contactInfo on submit).
  contactInfo: { phone: '', address: { street: '', city: '', state: 'TX', zipCode: '' } },
  settings: { maxInterns: SCHOOL_DEFAULTS.maxInterns, allowsInterns: SCHOOL_DEFAULTS.allowsInterns },
});

export const toFormValues = (s: School): z.input<typeof schoolPatchSchema> => ({
  name: s.name,
  ncesId: s.ncesId,
  districtName: s.districtName,
  contactPerson: { name: { first: s.contactPerson.name.first, last: s.contactPerson.name.last === '.' ? '' : s.contactPerson.name.last } },
  contactInfo: { email: s.contactInfo.email, phone: s.contactInfo.phone, address: { ...s.contactInfo.address } },
  settings: { ...s.settings },
});
