import { z } from 'zod';
import { optionalEmail, text } from '../schemas/common';
import { admissionFactsInputSchema } from './schemas';

/**
 * The application a visitor fills in on the public site, saved as they go: every field may be blank in a draft;
 * `applicationMissing` names what a submission still needs. The education facts are the admission facts the
 * criteria read (§227.10), so a submitted application is the candidate's admission facts as entered.
 */
export const applicationDraftSchema = z.strictObject({
  firstName: text('First name', 100),
  lastName: text('Last name', 100),
  email: optionalEmail('Email'),
  phone: text('Phone number', 40),
  certificationArea: text('Certification area', 200),
  gpaOverall: admissionFactsInputSchema.shape.gpaOverall,
  gpaLast60: admissionFactsInputSchema.shape.gpaLast60,
  contentCreditHours: admissionFactsInputSchema.shape.contentCreditHours,
  contentMathScience7Up: admissionFactsInputSchema.shape.contentMathScience7Up,
  contentTestPassedOn: admissionFactsInputSchema.shape.contentTestPassedOn,
  disclosuresRead: z.boolean({ error: 'Disclosures read must be true or false' }).prefault(false),
});
export type ApplicationDraft = z.output<typeof applicationDraftSchema>;

export const applicationSchema = applicationDraftSchema.extend({
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;
/** POST applications: the draft and the secret that resumes it (shown once; the server keeps only its hash). */
export const applicationCreatedSchema = z.object({ secret: z.string(), application: applicationSchema });
export const applicationSubmittedSchema = z.object({ submittedAt: z.string() });
/**
 * The header that carries a draft's secret. Never the URL's path or query: those land in access logs (the e-mailed
 * link keeps it in the fragment, which the browser does not send).
 */
export const APPLICATION_SECRET_HEADER = 'Application-Secret';
/** The routes' headers (Node lower-cases their names); the others pass through. */
export const applicationSecretHeaders = z.object({
  'application-secret': z
    .string({ error: `${APPLICATION_SECRET_HEADER} header is required` })
    .max(100, `${APPLICATION_SECRET_HEADER} is not a valid application link`)
    .regex(/^[A-Za-z0-9_-]{20,100}$/, `${APPLICATION_SECRET_HEADER} is not a valid application link`),
});

/** What a submission still needs, by field, in words (empty: it may be submitted). */
export function applicationMissing(a: ApplicationDraft): Record<string, string> {
  const missing: Record<string, string> = {};
  if (!a.firstName) missing.firstName = 'Enter your first name';
  if (!a.lastName) missing.lastName = 'Enter your last name';
  if (!a.email) missing.email = 'Enter your email address';
  if (!a.certificationArea) missing.certificationArea = 'Enter the certification area you apply for';
  if (a.gpaOverall === null && a.gpaLast60 === null) missing.gpaOverall = 'Enter your overall GPA or the GPA of your last 60 hours';
  if (a.contentCreditHours === null && a.contentTestPassedOn === null)
    missing.contentCreditHours = 'Enter your credit hours in the subject or the day you passed a content test';
  if (!a.disclosuresRead) missing.disclosuresRead = 'Confirm that you have read the disclosures';
  return missing;
}

/** The sections of the application's task list, each with the fields it asks. */
export const APPLICATION_SECTIONS = [
  { key: 'details', title: 'Your details', fields: ['firstName', 'lastName', 'email'] },
  { key: 'education', title: 'Your education', fields: ['certificationArea', 'gpaOverall', 'contentCreditHours'] },
  { key: 'test', title: 'Content test', fields: [] },
  { key: 'disclosures', title: 'Read the disclosures', fields: ['disclosuresRead'] },
] as const;
export type ApplicationSection = (typeof APPLICATION_SECTIONS)[number]['key'];

/**
 * A section's state on the task list: 'Completed' when nothing it asks is missing; 'Optional' for the content test
 * (a passed test stands in for the credit hours); 'Incomplete' otherwise.
 */
export function applicationSectionState(a: ApplicationDraft, key: ApplicationSection): 'Completed' | 'Incomplete' | 'Optional' {
  if (key === 'test') return a.contentTestPassedOn ? 'Completed' : 'Optional';
  const missing = applicationMissing(a);
  const section = APPLICATION_SECTIONS.find((s) => s.key === key)!;
  return section.fields.some((f) => f in missing) ? 'Incomplete' : 'Completed';
}
