import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SCHOOL_DEFAULTS, schoolPatchSchema, schoolRegisterSchema, type School } from 'shared-domain';

/** The add and edit forms' values; number inputs hand back strings that the shared schemas convert. */
export interface SchoolFormValues {
  name: string;
  ncesId: string;
  districtName: string;
  email: string;
  contactPerson: { name: { first: string; last: string } };
  contactInfo: { email?: string; phone: string; address: { street: string; city: string; state: string; zipCode: string } };
  settings: { maxInterns: number | string; allowsInterns: boolean };
}

export const CONTACT_LAST_REQUIRED = 'Contact last name is required';

/** Add school: the registration schema, with the contact's last name required (SPEC section 5 'Add school'). */
const addSchema = schoolRegisterSchema.superRefine((v, ctx) => {
  const last = v.contactPerson.name.last.trim();
  if (!last || last === '.') ctx.addIssue({ code: 'custom', path: ['contactPerson', 'name', 'last'], message: CONTACT_LAST_REQUIRED });
});

export const addResolver = zodResolver(addSchema) as unknown as Resolver<SchoolFormValues>;
export const patchResolver = zodResolver(schoolPatchSchema) as unknown as Resolver<SchoolFormValues>;

export const emptySchoolForm = (): SchoolFormValues => ({
  name: '',
  ncesId: '',
  districtName: '',
  email: '',
  contactPerson: { name: { first: '', last: '' } },
  // No contactInfo.email: adding, the one Email field is the school's e-mail (copied into contactInfo on submit).
  contactInfo: { phone: '', address: { street: '', city: '', state: 'TX', zipCode: '' } },
  settings: { maxInterns: SCHOOL_DEFAULTS.maxInterns, allowsInterns: SCHOOL_DEFAULTS.allowsInterns },
});

export const toFormValues = (s: School): SchoolFormValues => ({
  name: s.name,
  ncesId: s.ncesId,
  districtName: s.districtName,
  email: s.contactInfo.email,
  contactPerson: { name: { first: s.contactPerson.name.first, last: s.contactPerson.name.last === '.' ? '' : s.contactPerson.name.last } },
  contactInfo: { email: s.contactInfo.email, phone: s.contactInfo.phone, address: { ...s.contactInfo.address } },
  settings: { ...s.settings },
});
