/** The program itself: its name, its contact details and its calendar. */

/** The program's name, on the splash, the invoices and their e-mails. */
export const PROGRAM_NAME = 'Teacher Certification & Placement';

export const DEFAULT_CONTACT_EMAIL = 'support@example.org';
export const DEFAULT_CONTACT_PHONE = '(512) 555-0100';
/**
 * Stand-ins for the contact details in the prerendered public pages: the server puts the runtime ones in
 * their place. The phone is digits only, so that it survives the tel: link's clean-up unchanged.
 */
export const PRERENDER_CONTACT_EMAIL = 'contact-email@prerender.invalid';
export const PRERENDER_CONTACT_PHONE = '+19990001234';

/** The program's own calendar: 'today' is this zone's date, not the server's UTC date (configurable). */
export const PROGRAM_TIME_ZONE = 'America/Chicago';
