import styled from 'styled-components';
import { apiPaths, formatDate, requestStateLabel, type MyRequests } from 'shared-domain';
import { Badge, EmptyState, LoadingText } from 'shared-ui';
import { PageHeader, Section } from 'shared-ui/staff';
import { request } from '../../api/request';
import { useMyConsent } from '../../api/get-my-consent';
import { useMyProfile } from '../../api/get-my-profile';
import { useMyRequests } from '../../api/get-my-requests';
import { QueryState } from '../../components/query-state';
import { ConsentSection } from './consent-section';
import { ProfileForm } from './profile-form';
import { SchoolCard, VisitorCard } from './preview-cards';

export const PROFILE_FAILED = 'Your profile could not be loaded.';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledPreview = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

const StyledRequests = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const REQUEST_TONES = { pending: 'yellow', approved: 'green', denied: 'gray' } as const;
const ANSWER = { pending: 'Waiting for the program', approved: 'The program shared your details', denied: 'The program declined' };

function Requests({ data }: { data: MyRequests }) {
  if (data.requests.length === 0) return <EmptyState>No school has asked for your details yet.</EmptyState>;
  return (
    <StyledRequests aria-label="Requests from schools">
      {data.requests.map((r) => (
        <li key={r._id}>
          <strong>{r.schoolName}</strong> {r.districtName && `(${r.districtName})`} asked on {formatDate(r.createdAt)}.{' '}
          <Badge tone={REQUEST_TONES[r.status]}>{requestStateLabel(r.status)}</Badge> {ANSWER[r.status]}
          {r.responseDate && ` on ${formatDate(r.responseDate)}`}.
        </li>
      ))}
    </StyledRequests>
  );
}

/** /teacher/profile: the public fields, the preview as a visitor and a school see it, consent and who asked. */
export function ProfilePage() {
  const profile = useMyProfile();
  const consent = useMyConsent();
  const requests = useMyRequests();
  return (
    <StyledStack>
      <PageHeader title="My profile" subtitle="You decide whether schools can find you on the talent pool" />
      <QueryState query={consent} message={PROFILE_FAILED} request={request(apiPaths.myConsent)}>
        {(data) => <ConsentSection key={`${data.consent.version}`} data={data} />}
      </QueryState>
      <QueryState query={profile} message={PROFILE_FAILED} request={request(apiPaths.myProfile)}>
        {(data) => (
          <>
            <Section title="Public profile">
              <ProfileForm key={JSON.stringify(data.profile)} profile={data.profile} />
            </Section>
            <Section title="Preview">
              <p>Exactly what is shown when your profile is on and not hidden from the school.</p>
              <StyledPreview>
                <div>
                  <h3>A visitor on Browse teachers</h3>
                  <VisitorCard teacher={data.preview.visitor} />
                </div>
                <div>
                  <h3>A school on Find Teachers</h3>
                  <SchoolCard teacher={data.preview.school} />
                </div>
              </StyledPreview>
            </Section>
          </>
        )}
      </QueryState>
      <Section title="Requests from schools">
        {requests.isPending ? (
          <LoadingText />
        ) : (
          <QueryState query={requests} message="The requests could not be loaded." request={request(apiPaths.myRequests)}>
            {(data) => <Requests data={data} />}
          </QueryState>
        )}
      </Section>
    </StyledStack>
  );
}
