import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppConfig } from 'shared-auth';
import { paths } from '../paths';
import { APPROVAL_TIME_TEXT, MARKETING_FIGURES, RESPONSE_TIME_TEXT, SUPPORT_HOURS_TEXT } from './marketing';

/** The configured contact e-mail as a mailto: link. */
function EmailLink() {
  const { contactEmail } = useAppConfig();
  return <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
}

/** The configured contact phone as a tel: link (digits only in the href). */
function PhoneLink() {
  const { contactPhone } = useAppConfig();
  return <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>{contactPhone}</a>;
}

export interface InfoSection {
  heading: string;
  body: ReactNode;
}

export interface InfoPageContent {
  title: string;
  intro: string;
  sections: readonly InfoSection[];
  actions?: readonly { to: string; label: string; variant?: 'primary' | 'secondary' }[];
}

/** The short content pages of the public site, one entry a page. */
export const INFO_PAGES = {
  careers: {
    title: 'Careers',
    intro: 'Help us put a certified teacher in every Texas classroom.',
    sections: [
      {
        heading: 'Working with us',
        body: (
          <p>
            We hire field supervisors, certification advisors and placement coordinators across Texas. Field supervisors observe and coach
            new teachers in their first years.
          </p>
        ),
      },
      {
        heading: 'How to apply',
        body: (
          <p>
            Send your résumé and the role you are interested in to <EmailLink />.
          </p>
        ),
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    intro: 'How we collect, use and protect information on this platform.',
    sections: [
      {
        heading: 'What we collect',
        body: (
          <p>
            Registration details of schools and districts (names, NCES ID, contact person, e-mail and phone), messages sent through the
            contact form, and the teacher records our staff maintain for certification and placement.
          </p>
        ),
      },
      {
        heading: 'How we use it',
        body: (
          <p>
            To verify registrations, answer inquiries, support certification and match teachers with districts. We do not sell personal
            information.
          </p>
        ),
      },
      {
        heading: 'Your choices',
        body: (
          <p>
            To see, correct or delete your information, e-mail <EmailLink />.
          </p>
        ),
      },
    ],
  },
  terms: {
    title: 'Terms of Service',
    intro: 'The rules for using this platform.',
    sections: [
      {
        heading: 'Accounts',
        body: (
          <p>
            School and district accounts are for verified Texas schools and districts. Keep your password private; you are responsible for
            activity on your account.
          </p>
        ),
      },
      {
        heading: 'Teacher information',
        body: <p>Information about teachers is shared for hiring decisions only and may not be redistributed.</p>,
      },
      {
        heading: 'Marketing figures',
        body: <p>Figures on our public pages describe the program and are not guarantees of results.</p>,
      },
    ],
  },
  help: {
    title: 'Help Center',
    intro: 'Guides for getting started with the platform.',
    actions: [{ to: paths.support.getHref(), label: 'Contact Support' }],
    sections: [
      {
        heading: 'Getting started as a district',
        body: (
          <ol>
            <li>
              <Link to={paths.signup.getHref()}>Register your school or district</Link> with your NCES ID and a contact person.
            </li>
            <li>
              Wait for the approval e-mail, then <Link to={paths.login.getHref()}>sign in</Link>.
            </li>
            <li>Open Find Teachers to browse available teachers and request information.</li>
          </ol>
        ),
      },
      {
        heading: 'Account help',
        body: (
          <ul>
            <li>
              Forgot your password? <Link to={paths.forgotPassword.getHref()}>Reset it here</Link>.
            </li>
            <li>Tick “Remember me” when signing in to stay signed in on this device after the browser closes, until your session ends.</li>
            <li>
              More answers are in the <Link to={paths.faq.getHref()}>FAQ</Link>.
            </li>
          </ul>
        ),
      },
    ],
  },
  support: {
    title: 'Support',
    intro: 'Our team is here to help with registration, sign-in and anything else on the platform.',
    actions: [{ to: paths.contact.getHref(), label: 'Send Us a Message' }],
    sections: [
      {
        heading: 'Reach us',
        body: (
          <ul>
            <li>
              E-mail: <EmailLink />
            </li>
            <li>
              Phone: <PhoneLink />
            </li>
            <li>Hours: {SUPPORT_HOURS_TEXT}</li>
            <li>Typical response time: {RESPONSE_TIME_TEXT}</li>
          </ul>
        ),
      },
      {
        heading: 'Reporting a problem',
        body: <p>Tell us what you were doing, what you expected and what happened instead; a screenshot helps.</p>,
      },
    ],
  },
  teachers: {
    title: 'For Teachers',
    intro: 'Earn your Texas teaching certificate, get placed in a district that needs you, and keep a mentor by your side.',
    actions: [{ to: paths.contact.getHref(), label: 'Ask About the Program' }],
    sections: [
      {
        heading: 'The program',
        body: (
          <ul>
            <li>Coursework, exam preparation and supervised field observations toward Texas certification.</li>
            <li>No upfront certification cost: you repay it after you are placed.</li>
            <li>Mentorship and field supervision for about {MARKETING_FIGURES.supportYears}.</li>
          </ul>
        ),
      },
      {
        heading: 'How to apply',
        body: (
          <p>
            Teacher accounts are created by our team when you enrol. Send us an inquiry with your background and the subjects you want to
            teach, and an advisor will contact you.
          </p>
        ),
      },
    ],
  },
  districts: {
    title: 'For School Districts',
    intro: 'Fill open positions with certified teachers who are trained for Texas classrooms and supported after they start.',
    actions: [
      { to: paths.signup.getHref(), label: 'Register Your District' },
      { to: paths.browse.getHref(), label: 'Browse Certified Teachers', variant: 'secondary' },
    ],
    sections: [
      {
        heading: 'What you get',
        body: (
          <ul>
            <li>Access to certified and ready-for-hire teachers, searchable by subject, grade level and location.</li>
            <li>Requests for teacher information answered by our placement team.</li>
            <li>Field supervision and mentorship for placed teachers for about {MARKETING_FIGURES.supportYears}.</li>
            <li>An average time to hire of {MARKETING_FIGURES.daysToHire}.</li>
          </ul>
        ),
      },
      {
        heading: 'How to join',
        body: (
          <ol>
            <li>Register your school or district with its NCES ID.</li>
            <li>Our team verifies the registration, usually within {APPROVAL_TIME_TEXT}.</li>
            <li>Sign in to browse available teachers and request information.</li>
          </ol>
        ),
      },
    ],
  },
} satisfies Record<string, InfoPageContent>;
