import styled from 'styled-components';
import { INQUIRY_ROLES, INQUIRY_TYPES, formatDate, type Inquiry } from 'shared-domain';
import { Badge, Button, StyledCard } from 'shared-ui';
import { DescriptionList } from 'shared-ui/staff';

const StyledArticle = styled(StyledCard).attrs({ as: 'article' })`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  & header {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    justify-content: space-between;
  }
  & h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & blockquote {
    margin: 0;
    white-space: pre-wrap;
  }
`;

const label = (list: readonly { value: string; label: string }[], v: string) => list.find((x) => x.value === v)?.label ?? v;

export function InquiryCard({ inquiry: i, busy, onToggle }: { inquiry: Inquiry; busy: boolean; onToggle: () => void }) {
  return (
    <StyledArticle aria-label={`Inquiry from ${i.name}`}>
      <header>
        <h2>{`${i.name} · ${i.organization}`}</h2>
        <span>
          <Badge tone={i.handled ? 'green' : 'yellow'}>{i.handled ? `Handled ${formatDate(i.handledAt)}` : 'New'}</Badge>{' '}
          <Button size="sm" variant="secondary" busy={busy} onClick={onToggle}>
            {i.handled ? 'Mark as new' : 'Mark handled'}
          </Button>
        </span>
      </header>
      <DescriptionList
        tiles
        items={[
          ['Received', formatDate(i.createdAt)],
          [
            'Email',
            <a key="email" href={`mailto:${i.email}`}>
              {i.email}
            </a>,
          ],
          ['Phone', i.phone],
          ['Role', label(INQUIRY_ROLES, i.role)],
          ['Inquiry Type', label(INQUIRY_TYPES, i.inquiryType)],
        ]}
      />
      <blockquote>{i.message}</blockquote>
    </StyledArticle>
  );
}
