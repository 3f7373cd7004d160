import { PROGRAM_NAME, type Invoice } from 'shared-domain';
import type { Env } from '../env';

/** Who invoices and reminders come from: the program's name and its contact details (runtime configuration). */
export const programContact = (env: Pick<Env, 'CONTACT_EMAIL' | 'CONTACT_PHONE' | 'PUBLIC_URL'>): Invoice['program'] => ({
  name: PROGRAM_NAME,
  email: env.CONTACT_EMAIL,
  phone: env.CONTACT_PHONE,
  url: env.PUBLIC_URL,
});
