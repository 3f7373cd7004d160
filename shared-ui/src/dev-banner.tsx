import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppConfig } from 'shared-auth';

/** The thin warning strip across the top of the page (the 'in development' notice, the shell's demo-data notice). */
export const StyledNoticeBanner = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.warning.bg};
  color: ${({ theme }) => theme.colors.warning.fg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.warning.solid};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  & p {
    margin: 0;
  }
  & a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  /* A phone keeps the notice to one line (its words end in an ellipsis until 'More' shows them whole). */
  @media ${({ theme }) => theme.breakpoints.phone} {
    padding: 0 ${({ theme }) => theme.space.xs};
    text-align: left;
    & > p[data-collapsed='true'] {
      flex: 1 1 auto;
      min-width: 0;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
`;

const StyledNoticeButton = styled.button`
  flex: none;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.xxs};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  cursor: pointer;
  &[data-phone-only] {
    display: none;
  }
  @media ${({ theme }) => theme.breakpoints.phone} {
    &[data-phone-only] {
      display: inline-block;
    }
  }
`;

const DISMISSED_KEY = 'portal.dismissedNotices';

function dismissedNotices(): string[] {
  try {
    return (sessionStorage.getItem(DISMISSED_KEY) ?? '').split(',').filter(Boolean);
  } catch {
    return []; // storage unavailable: the notice shows on every page
  }
}

export interface NoticeBannerProps {
  /** The notice's key among those dismissed in this tab's session. */
  id: string;
  /** The notice's name, for its landmark and its Dismiss button. */
  label: string;
  /** 'note' for a div with the note role, 'section' for a labelled region. */
  as?: 'note' | 'section';
  children: ReactNode;
}

/**
 * A warning strip that its reader may dismiss for this tab's session (a reload keeps it dismissed, a new sign-in
 * in a new tab shows it again). On a phone it takes one line, with 'More' to read it whole.
 */
export function NoticeBanner({ id, label, as = 'note', children }: NoticeBannerProps) {
  const [dismissed, setDismissed] = useState(() => dismissedNotices().includes(id));
  const [expanded, setExpanded] = useState(false);
  if (dismissed) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, [...dismissedNotices(), id].join(','));
    } catch {
      // storage unavailable: dismissed on this page only
    }
    setDismissed(true);
  };
  const landmark = as === 'section' ? ({ as: 'section', 'aria-label': label } as const) : ({ role: 'note', 'aria-label': label } as const);
  return (
    <StyledNoticeBanner {...landmark}>
      <p data-collapsed={!expanded}>{children}</p>
      <StyledNoticeButton type="button" data-phone-only aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
        {expanded ? 'Less' : 'More'}
      </StyledNoticeButton>
      <StyledNoticeButton type="button" aria-label={`Dismiss: ${label}`} title="Dismiss for this session" onClick={dismiss}>
        ×
      </StyledNoticeButton>
    </StyledNoticeBanner>
  );
}

/** 'In development' notice shown in the signed-in layouts (product spec §1). */
export function DevBanner() {
  const { contactEmail } = useAppConfig();
  return (
    <NoticeBanner id="development" label="In development">
      This software is in development and testing. Please report bugs to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
    </NoticeBanner>
  );
}
