import type { FastifyInstance } from 'fastify';
import type { MailTransport } from '../../src/services/mailer';
import { call, type Res } from './test-app';

/** A valid contact-form submission (POST /api/inquiries). */
export const INQUIRY = {
  name: 'Jo Park',
  email: 'jo@example.net',
  organization: 'Waco ISD',
  role: 'principal',
  inquiryType: 'general-question',
  message: 'Please call me back soon.',
};

/** A valid school sign-up body (POST /api/schools/register) for `email`; add a password for a self sign-up. */
export const schoolRegistration = (email: string, extra: object = {}) => ({
  name: 'Armadillo Creek Elementary',
  email,
  districtName: 'Austin ISD',
  ncesId: '480894012345',
  contactPerson: { name: { first: 'Rosa Diaz' } },
  contactInfo: { phone: '(512) 555-0199' },
  ...extra,
});

/** POST requests/create: the user of `token` asks for a teacher on behalf of a school. */
export const requestTeacher = <T = any>(
  app: FastifyInstance,
  token: string,
  body: { teacherId: string; schoolId: string },
): Promise<Res<T>> => call<T>(app, 'POST', '/api/requests/create', { token, body });

/** A mail transport that keeps what it is given (to whom, the text) in `sent`, for a test to read the links. */
export function capturedMail(): { transport: MailTransport; sent: { to: string; text: string }[] } {
  const sent: { to: string; text: string }[] = [];
  return {
    sent,
    transport: {
      async sendMail(m) {
        sent.push({ to: m.to, text: m.text });
      },
    },
  };
}
