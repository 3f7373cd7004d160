import type { z } from 'zod';
import type { School, SchoolPatchInput, schoolPatchSchema } from 'shared-domain';

export type SettingsFormInput = z.input<typeof schoolPatchSchema>;
export type SettingsFormOutput = z.output<typeof schoolPatchSchema>;

/** Registration stores the whole contact name in `first` with '.' as `last`; show it as one name. */
export const contactName = (s: Pick<School, 'contactPerson'>) => {
  const { first = '', last = '' } = s.contactPerson?.name ?? {};
  return [first, last === '.' ? '' : last].filter(Boolean).join(' ');
};

export function toFormValues(s: School): SettingsFormInput {
  const address = s.contactInfo?.address;
  return {
    contactPerson: { name: { first: contactName(s), last: '.' } },
    contactInfo: {
      email: s.contactInfo?.email ?? '',
      phone: s.contactInfo?.phone ?? '',
      address: { street: address?.street ?? '', city: address?.city ?? '', state: address?.state ?? '', zipCode: address?.zipCode ?? '' },
    },
    settings: { maxInterns: s.settings?.maxInterns ?? 0, allowsInterns: s.settings?.allowsInterns ?? true },
  };
}

/**
 * The PATCH body: contact info, internship settings and the version the edit started from. The contact
 * person goes along only when it changed (it is stored as one name, like registration does).
 */
export function toPatchBody(v: SettingsFormOutput, s: School): SchoolPatchInput {
  const name = v.contactPerson?.name.first ?? '';
  return {
    ...(name !== contactName(s) ? { contactPerson: { name: { first: name, last: '.' } } } : {}),
    contactInfo: v.contactInfo,
    settings: v.settings,
    updatedAt: s.updatedAt,
  };
}
