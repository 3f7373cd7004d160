import styled from 'styled-components';
import { INQUIRY_ROLES, INQUIRY_TYPES, formatDate, type Inquiry } from 'shared-domain';
import { Badge, Button, StyledCard } from 'shared-ui';

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
  & dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.lg}`};
    margin: 0;
  }
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & dd {
    margin: 0;
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
      <dl>
        <div>
          <dt>Received</dt>
          <dd>{formatDate(i.createdAt)}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${i.email}`}>{i.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{i.phone || '—'}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{label(INQUIRY_ROLES, i.role)}</dd>
        </div>
        <div>
          <dt>Inquiry Type</dt>
          <dd>{label(INQUIRY_TYPES, i.inquiryType)}</dd>
        </div>
      </dl>
      <blockquote>{i.message}</blockquote>
    </StyledArticle>
  );
}
