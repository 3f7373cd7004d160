import type { MailInput } from '../repositories/outbox-repository';

/** The texts of every e-mail the product sends. */
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
  /** §228.105: a copy of a formal observation's written feedback goes to the intern's mentor. */
  mentorCopy: (to: string, o: { teacher: string; date: string; mode: string; minutes: number | string; feedback: string }): MailInput => ({
    to,
    kind: 'mentor-copy',
    subject: `Observation feedback for ${o.teacher} (${o.date})`,
    body: `Hello,\n\nAs ${o.teacher}'s mentor, here is a copy of the written feedback from the formal observation on ${o.date} (${o.mode}, ${o.minutes} minutes):\n\n${o.feedback}\n`,
  }),
  accountCreated: (to: string, name: string, publicUrl: string): MailInput => ({
    to,
    kind: 'account-created',
    subject: 'Your field supervisor account has been created',
    body: `Hello ${name},\n\nA field supervisor account was created for you with this e-mail address. Sign in with the password your administrator gave you:\n${publicUrl}/login\n`,
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
};

export const resetLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
