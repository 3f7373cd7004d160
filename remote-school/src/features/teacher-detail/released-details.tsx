import { formatDate, MESSAGES, TEXAS_RULES, type ReleasedTeacher } from 'shared-domain';
import { Badge, EmptyState } from 'shared-ui';
import { Section } from 'shared-ui/staff';
import { ProfileFacts } from './profile-facts';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const done = (v: string) => (v === 'completed' ? 'green' : v.startsWith('pending') ? 'yellow' : v ? 'red' : 'gray');
const statusBadge = (v: string) => <Badge tone={done(v)}>{v || 'Not recorded'}</Badge>;

/** What the admin released to this school: contact, certification progress and exams. */
export function ReleasedDetails({ teacher }: { teacher: ReleasedTeacher }) {
  const { contact, certificationInfo: cert, ppr } = teacher;
  return (
    <>
      <Section title="Contact Information">
        <ProfileFacts
          items={[
            ['Email', contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : ''],
            ['Secondary email', contact.secondaryEmail],
            ['Phone', contact.phoneNumber ? <a href={`tel:${contact.phoneNumber}`}>{contact.phoneNumber}</a> : ''],
            ['Location', contact.location],
          ]}
        />
      </Section>
      <Section title="Certification Progress">
        <ProfileFacts
          items={[
            ['Certification type', cert.certType],
            ['Program start', formatDate(cert.startDate)],
            ['Program end', formatDate(cert.endDate)],
            ['First day with students', formatDate(cert.firstDayWithStudent)],
            ['Posted with TEA', yesNo(cert.teaPosted)],
            [`${TEXAS_RULES.courseworkHours} coursework hours`, statusBadge(teacher.oneFiftyCourseWorkHours)],
            ['Observation hours', statusBadge(teacher.thirtyObsHours)],
            ['Intern status', teacher.internStatus],
            ['PPR status', statusBadge(ppr.status)],
            ['PPR passed', ppr.passed],
          ]}
        />
      </Section>
      <Section title="Exams">
        {teacher.exams.length === 0 ? (
          <EmptyState>{MESSAGES.noExams}</EmptyState>
        ) : (
          <ul>
            {teacher.exams.map((e) => (
              <li key={`${e.number}-${e.content}`}>
                Exam {e.number}: {e.content}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
