import {
  clockDaysLeftText,
  GLOSSARY,
  certificationStandingText,
  formatDate,
  formatUsd,
  TEACHER_PAGES,
  type CandidateClockKey,
  type Invoice,
  type PathClock,
} from 'shared-domain';
import type { MailInput } from '../repositories/outbox-repository';
import { plainQuoted } from './plain-text';

/** The texts of every e-mail the product sends. */
/** What a one-time link for someone outside the portal is, in the e-mail that carries it. */
const oneTimeLinkTerms = (days: number) => `(no account needed; it works once, within ${days} days)`;

export const mails = {
  schoolApproved: (to: string, schoolName: string, publicUrl: string): MailInput => ({
    to,
    kind: 'school-approved',
    subject: 'Your school account has been approved',
    body: `Hello,\n\n${schoolName} has been approved. You can now sign in and browse available teachers:\n${publicUrl}/login\n`,
  }),
  requestAnswered: (to: string, teacherName: string, status: 'approved' | 'denied', publicUrl: string, reason = ''): MailInput => ({
    to,
    kind: 'request-answered',
    subject: `Your request about ${teacherName} was ${status}`,
    body:
      (status === 'approved'
        ? `Hello,\n\nYour request for information about ${teacherName} was approved. Sign in to see the details:\n${publicUrl}/school/teachers\n`
        : `Hello,\n\nYour request for information about ${teacherName} was denied. Contact us if you have questions.\n`) +
      (reason ? `\nReason: ${reason}\n` : ''),
  }),
  /** The same reminder as a text message, for a supervisor who chose SMS. */
  observationOverdueSms: (to: string, o: { teacher: string; days: number; nextDue: string | null }): MailInput => ({
    to,
    channel: 'sms',
    kind: 'observation-overdue',
    subject: `No observation of ${o.teacher} in ${o.days} days`,
    body: `Teacher portal: no observation of ${o.teacher} in ${o.days} days.${o.nextDue ? ` Next formal observation due by ${o.nextDue}.` : ''}`,
  }),
  /** A teacher placed with a supervisor (by an admin, or by autoAssignSupervisors), while supervisorAssignments is on. */
  supervisorAssigned: (to: string, o: { teacher: string; school: string; status: string; auto: boolean }): MailInput => ({
    to,
    kind: 'supervisor-assigned',
    subject: `New teacher assigned to you: ${o.teacher}`,
    body: `Hello,\n\n${o.teacher} (${o.status}) at ${o.school} is now assigned to you${o.auto ? ' (assigned automatically: you had the most room at this school)' : ''}. Sign in to see the record and plan the first observation.\n`,
  }),
  /** The daily job, `autoNotifyDays` before a certification's end date (to the teacher and the admins). */
  certificationEnding: (to: string, o: { teacher: string; endDate: string; daysLeft: number; link?: string }): MailInput => ({
    to,
    kind: 'certification-ending',
    subject: `Certification ends on ${formatDate(o.endDate)}`,
    // The teacher's copy links to its dashboard (what is left); the admins' copy has no link.
    body:
      `Hello,\n\n${o.teacher}: ${certificationStandingText({ state: 'ending', ...o })}. Please make sure what is left of the certification is done in time.\n` +
      (o.link ? `What is left: ${o.link}\n` : ''),
  }),
  /** The daily job: an intern with no observation for `evaluationFrequency` days (to the intern's supervisor). */
  observationOverdue: (to: string, o: { teacher: string; days: number; last: string | null; nextDue: string | null }): MailInput => ({
    to,
    kind: 'observation-overdue',
    subject: `No observation of ${o.teacher} in ${o.days} days`,
    body:
      `Hello,\n\n${o.teacher} has had no observation ${o.last ? `since ${o.last}` : 'since the internship started'} (${o.days} days).` +
      (o.nextDue ? ` The next required formal observation is due by ${o.nextDue}.` : '') +
      `\nPlease schedule one and record it in the portal.\n`,
  }),
  /** A charge's invoice (autoSendInvoices, or 'Send invoice'), to the teacher: the invoice itself, in text. */
  invoice: (to: string, inv: Invoice): MailInput => ({
    to,
    kind: 'invoice',
    subject: `Invoice ${inv.number} from ${inv.program.name}: ${formatUsd(inv.charge.open)} due ${formatDate(inv.charge.dueDate)}`,
    body: [
      `Hello ${inv.teacher.name},`,
      '',
      `Invoice ${inv.number}`,
      `Date: ${formatDate(inv.charge.date)}`,
      `Due date: ${formatDate(inv.charge.dueDate)}`,
      '',
      `${inv.charge.description}: ${formatUsd(inv.charge.amount)}`,
      ...inv.charge.payments.map((p) => `Payment received ${formatDate(p.date)} (${p.method}): -${formatUsd(p.amount)}`),
      `${GLOSSARY.balanceDue}: ${formatUsd(inv.charge.open)}`,
      '',
      // The invoice's page in the teacher's own area
      `See it in your portal: ${inv.program.url}${TEACHER_PAGES.invoice(inv.charge._id)}`,
      '',
      `${inv.program.name}`,
      `${inv.program.email} · ${inv.program.phone}`,
      inv.program.url,
      '',
    ].join('\n'),
  }),
  /** The daily job, `paymentDueReminder` days before a charge falls due (to the teacher), while 'Payment reminders' is on. */
  paymentDue: (
    to: string,
    o: {
      teacher: string;
      /** The charge's id: the link opens its invoice page in the teacher's area. */
      chargeId: string;
      number: string;
      description: string;
      open: number;
      dueDate: string;
      program: Invoice['program'];
    },
  ): MailInput => ({
    to,
    kind: 'payment-due',
    subject: `Payment of ${formatUsd(o.open)} due on ${formatDate(o.dueDate)}`,
    body: `Hello ${o.teacher},\n\nThis is a reminder that ${formatUsd(o.open)} for ${o.description} (invoice ${o.number}) is due on ${formatDate(o.dueDate)}.\nThe invoice: ${o.program.url}${TEACHER_PAGES.invoice(o.chargeId)}\nQuestions? ${o.program.email} · ${o.program.phone}\n\n${o.program.name}\n`,
  }),
  /** §228.105: a copy of a formal observation's written feedback goes to the intern's mentor. */
  /**
   * The mentor's copy of an observation's written feedback (§228.105), with a one-time link to acknowledge it; the
   * feedback is in the words of `observationFeedback`, the same as every screen's.
   */
  mentorAcknowledge: (
    to: string,
    o: {
      mentor: string;
      teacher: string;
      date: string;
      sections: readonly { label: string; text: string }[];
      days: number;
      program: string;
    },
    link: string,
  ): MailInput => ({
    to,
    kind: 'mentor-copy',
    subject: `Observation feedback for ${o.teacher} (${o.date})`,
    body: [
      `Hello ${o.mentor},`,
      '',
      `As ${o.teacher}'s mentor, here is a copy of the written feedback from the observation on ${o.date}:`,
      '',
      ...o.sections.map((s) => `${s.label}: ${s.text}`),
      '',
      `Please acknowledge that you received it with this link ${oneTimeLinkTerms(o.days)}:`,
      link,
      '',
      o.program,
      '',
    ].join('\n'),
    secret: link,
  }),
  /** A form for a person outside the portal to sign (the principal's attestation, the mentor's agreement). */
  formSignature: (
    to: string,
    o: { signer: string; title: string; teacher: string; days: number; program: string },
    link: string,
  ): MailInput => ({
    to,
    kind: 'signature-request',
    subject: `Please sign: ${o.title} for ${o.teacher}`,
    body: [
      `Hello ${o.signer},`,
      '',
      `${o.program} asks you to sign the ${o.title} for ${o.teacher}. Read it and sign it with this link ${oneTimeLinkTerms(o.days)}:`,
      link,
      '',
      o.program,
      '',
    ].join('\n'),
    secret: link,
  }),
  accountCreated: (to: string, name: string, publicUrl: string): MailInput => ({
    to,
    kind: 'account-created',
    subject: 'Your field supervisor account has been created',
    body: `Hello ${name},\n\nA field supervisor account was created for you with this e-mail address. Sign in with the password your administrator gave you:\n${publicUrl}/login\n`,
  }),
  /** A self sign-up received (the answer is the same whether or not the address had an account). */
  registrationReceived: (to: string, schoolName: string): MailInput => ({
    to,
    kind: 'registration-received',
    subject: 'We received your school registration',
    body: `Hello,\n\nWe received the registration of ${schoolName}. Our team reviews every new school account; approval usually takes 1-2 business days, and we will e-mail you when it is approved.\n\nIf you did not register, please reply to tell us.\n`,
  }),
  /** A self sign-up with an address that already has an account: its owner is told instead of the visitor. */
  registrationAttempt: (to: string, publicUrl: string): MailInput => ({
    to,
    kind: 'registration-attempt',
    subject: 'Someone tried to register with your e-mail address',
    body: `Hello,\n\nSomeone tried to register a school on the teacher portal with your address, which already has an account. Nothing was changed.\n\nIf it was you, sign in at ${publicUrl}/login, or choose a new password at ${publicUrl}/forgot-password.\nIf it was not you, you can ignore this e-mail.\n`,
  }),
  /** To the OLD address after an e-mail change (every other session of the account has ended). */
  emailChanged: (to: string, newEmail: string, publicUrl: string): MailInput => ({
    to,
    kind: 'email-changed',
    subject: 'Your e-mail address was changed',
    body: `Hello,\n\nYour e-mail was changed to ${newEmail}. You now sign in to the teacher portal with that address, and every other session of the account was signed out.\n\nIf you did not make this change, contact us at once and choose a new password at ${publicUrl}/forgot-password.\n`,
  }),
  /** The account's sign-in ceiling (wrong passwords from every address together) was reached. */
  signInCeiling: (to: string, o: { attempts: number; minutes: number; publicUrl: string }): MailInput => ({
    to,
    kind: 'sign-in-ceiling',
    subject: 'Many wrong passwords for your account',
    body: `Hello,\n\nMore than ${o.attempts} wrong passwords were tried for your teacher portal account within ${o.minutes} minutes, so sign-in for it is slowed down for a while. None of them was accepted.\n\nIf it was not you, someone may be guessing your password: choose a long one that you use nowhere else at ${o.publicUrl}/forgot-password.\n`,
  }),
  passwordReset: (to: string, link: string): MailInput => ({
    to,
    kind: 'password-reset',
    subject: 'Reset your password',
    body: `Hello,\n\nUse this link within 1 hour to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail.\n`,
    secret: link,
  }),
  invitation: (to: string, schoolName: string, link: string): MailInput => ({
    to,
    kind: 'invitation',
    subject: 'You are invited to the teacher portal',
    body: `Hello,\n\nAn account was created for ${schoolName}. Choose your password within 7 days with this link:\n${link}\n`,
    secret: link,
  }),
  // Evidence
  documentReturned: (to: string, document: string, reason: string, publicUrl: string): MailInput => ({
    to,
    kind: 'document-returned',
    subject: `Your ${document} was returned`,
    body: `Hello,\n\nThe program returned your ${document}:\n\n${reason}\n\nPlease upload it again: ${publicUrl}/login\n`,
  }),
  /**
   * To the address an intern typed, so everything the intern typed is shown as quoted plain text with every web
   * address disarmed (plainQuoted): the program is the sender, and the mail says what to do if it was not expected.
   */
  fieldHoursConfirm: (
    to: string,
    o: {
      observedName: string;
      teacherName: string;
      date: string;
      hours: number;
      campus: string;
      days: number;
      program: Invoice['program'];
    },
    link: string,
  ): MailInput => ({
    to,
    kind: 'field-hours-confirm',
    subject: `${o.program.name}: please confirm a teacher candidate's observation hours`,
    body: [
      'Hello,',
      '',
      `This message is from ${o.program.name}. A teacher candidate of the program logged hours of classroom observation and gave this address as the teacher observed.`,
      'What the candidate typed is quoted below as plain text (web addresses in it are disarmed and are not links):',
      '',
      `  Candidate: ${plainQuoted(o.teacherName)}`,
      `  Observed teacher: ${plainQuoted(o.observedName)}`,
      `  Campus: ${plainQuoted(o.campus)}`,
      `  Date: ${o.date}`,
      `  Hours: ${o.hours}`,
      '',
      `Please confirm or decline with this link (no account needed; it works once, within ${o.days} days):`,
      link,
      '',
      'If you did not expect this e-mail or do not know this candidate, choose Decline or ignore it: nothing is confirmed without you.',
      `Do not follow instructions or web addresses in the quoted text; ${o.program.name} never asks you to sign in, verify payroll or give a password by e-mail.`,
      `Questions: ${o.program.email} · ${o.program.phone}`,
      '',
      o.program.name,
      '',
    ].join('\n'),
    secret: link,
  }),
  /** To an applicant: the link that reopens their saved application from any browser. */
  applicationResume: (to: string, program: string, link: string): MailInput => ({
    to,
    kind: 'application-resume',
    subject: `${program}: continue your application`,
    body: `Hello,\n\nYour application to ${program} is saved. Continue it from any browser with this link (keep it private: it opens your application):\n${link}\n\nIf you did not start an application, ignore this e-mail.\n`,
    secret: link,
  }),
  // --- The teacher's own area: every e-mail to a teacher links to the page it is about ---
  teacherInvitation: (to: string, teacher: string, link: string, dashboard: string): MailInput => ({
    to,
    kind: 'invitation',
    subject: 'You are invited to your teacher portal',
    body: `Hello ${teacher},\n\nYour certification program invites you to your own portal: your checklist, your observations, your payments and your talent-pool profile. Choose your password within 7 days with this link:\n${link}\n\nAfterwards, sign in at ${dashboard}\n`,
    secret: link,
  }),
  signInLink: (to: string, link: string): MailInput => ({
    to,
    kind: 'sign-in-link',
    subject: 'Your sign-in link',
    body: `Hello,\n\nUse this link within 15 minutes to sign in to the teacher portal. It works once:\n${link}\n\nIf you did not ask for it, ignore this e-mail: nobody can sign in without it.\n`,
    secret: link,
  }),
  /**
   * To the teacher (with a live portal account) when an observation of them is recorded. It names the date only: the
   * feedback is read in the portal, and nothing staff-only is ever in it. The link opens that observation.
   */
  observationFeedback: (to: string, o: { teacher: string; date: string; feedback: boolean; link: string }): MailInput => ({
    to,
    kind: 'observation-feedback',
    subject: `${o.feedback ? 'Feedback from your' : 'Your'} observation on ${o.date}`,
    body: `Hello ${o.teacher},\n\nYour field supervisor recorded an observation on ${o.date}${o.feedback ? ' with written feedback' : ''}. Read it and acknowledge it here:\n${o.link}\n`,
  }),
  /** The daily job: an observation the teacher has not acknowledged `observationAckReminderDays` after it was shared. */
  /**
   * The daily job's digest to an admin: each path clock past due or due within PATH_CLOCK_NOTICE_DAYS not sent
   * before at that threshold, in the work queue's words (pathClockText), each with the link to the record.
   */
  pathClocks: (to: string, lines: readonly { text: string; link: string }[], pipeline: string): MailInput => ({
    to,
    kind: 'path-clocks',
    subject: `Path clocks due: ${lines.length} ${lines.length === 1 ? 'clock' : 'clocks'}`,
    body:
      `Hello,\n\nThese clocks of the candidates' path are due soon or past due:\n\n` +
      lines.map((l) => `- ${l.text}\n  ${l.link}\n`).join('') +
      `\nEvery candidate with a clock due: ${pipeline}\n`,
  }),
  /** The daily job, to each admin: the year-end report's due day nearing, with its records with problems. */
  asepDeadline: (to: string, o: { label: string; due: string; daysLeft: number; problems: number; link: string }): MailInput => ({
    to,
    kind: 'asep-deadline',
    subject: `Year-end report ${o.label}: due in ${o.daysLeft} ${o.daysLeft === 1 ? 'day' : 'days'}`,
    body:
      `Hello,\n\nTEA's year-end report (ASEP) for ${o.label} is due in ECOS on ${o.due}, in ${o.daysLeft} ` +
      `${o.daysLeft === 1 ? 'day' : 'days'}.\n\n` +
      `${o.problems === 1 ? '1 record has a problem' : `${o.problems} records have problems`} to fix or to file a Request for Exception about ` +
      `before it is sent.\n\nThe report: ${o.link}\n`,
  }),
  /**
   * The daily job, to the candidate: their own clock due within PATH_CLOCK_NOTICE_DAYS or past due, with the link to
   * their dashboard when they have a portal account to sign in with (`link` null without one).
   */
  pathClockCandidate: (
    to: string,
    o: {
      teacher: string;
      key: CandidateClockKey;
      due: string;
      daysLeft: number;
      unit: PathClock['unit'];
      link: string | null;
      program: Invoice['program'];
    },
  ): MailInput => ({
    to,
    kind: 'path-clock-candidate',
    subject: `Reminder: ${CANDIDATE_CLOCK_WORDS[o.key].toLowerCase()} by ${formatDate(o.due)}`,
    body:
      `Hello ${o.teacher},\n\n${CANDIDATE_CLOCK_WORDS[o.key]} by ${formatDate(o.due)} (${clockDaysLeftText(o)}).\n` +
      `${CANDIDATE_CLOCK_ADVICE[o.key]}\n\n${o.link ? `What is left on your path: ${o.link}\n` : ''}` +
      `Questions? ${o.program.email} · ${o.program.phone}\n\n${o.program.name}\n`,
  }),
  observationAckReminder: (to: string, o: { teacher: string; date: string; days: number; link: string }): MailInput => ({
    to,
    kind: 'observation-ack-reminder',
    subject: `Please acknowledge your observation of ${o.date}`,
    body: `Hello ${o.teacher},\n\nThe feedback from your observation on ${o.date} has waited ${o.days} days for your acknowledgement (a receipt, not agreement; you may add a reply):\n${o.link}\n`,
  }),
};

/** A candidate's own clock, in their words (pathClocks' labels are staff's). */
const CANDIDATE_CLOCK_WORDS: Record<CandidateClockKey, string> = {
  lateHire: 'Finish your pre-internship coursework and field-based hours',
  certificateActive: 'Have your certificate in effect before your first day with students',
};
const CANDIDATE_CLOCK_ADVICE: Record<CandidateClockKey, string> = {
  lateHire: 'As a late hire you have 90 business days from your hire date to finish them (19 TAC §228.55).',
  certificateActive: 'Please make sure your certificate is issued and in effect by then (19 TAC §228.73); tell us if it is not.',
};

/** A link to a page of the teacher area (TEACHER_PAGES); signed out, the teacher signs in and lands there. */
export const teacherPageUrl = (publicUrl: string, path: string) => `${publicUrl}${path}`;

/**
 * A one-time link: the token travels in the fragment (#token=...), which a browser never sends to a server, so no
 * proxy's or server's access log and no Referer ever holds it; the page reads it and posts it to the API.
 */
const oneTimeLink = (publicUrl: string, page: string, token: string) => `${publicUrl}${page}#token=${encodeURIComponent(token)}`;

export const signInLinkUrl = (publicUrl: string, page: string, token: string) => oneTimeLink(publicUrl, page, token);

/** The observed teacher's one-time link. */
export const fieldHoursConfirmUrl = (publicUrl: string, token: string) => oneTimeLink(publicUrl, '/field-hours/confirm', token);

/** The applicant's link back to their saved application (the secret in the fragment, as the one-time links). */
export const applicationResumeUrl = (publicUrl: string, secret: string) => oneTimeLink(publicUrl, '/apply', secret);
/** The mentor's one-time link to acknowledge an observation's feedback. */
export const mentorLinkUrl = (publicUrl: string, token: string) => oneTimeLink(publicUrl, '/links/acknowledge', token);

export const formLinkUrl = (publicUrl: string, token: string) => oneTimeLink(publicUrl, '/links/sign', token);

export const resetLinkUrl = (publicUrl: string, token: string) => oneTimeLink(publicUrl, '/reset-password', token);
