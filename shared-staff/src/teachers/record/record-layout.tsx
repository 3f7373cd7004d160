import styled from 'styled-components';
import { calloutStyles, spacedRow } from 'shared-ui';

/**
 * The record page: a column of section cards. A section opened from the list starts below the sticky bar
 * (scroll-margin: 'Personal Information' hid under it); --record-bar is the bar's height, measured.
 */
export const StyledRecord = styled.form`
  & [id^='record-'],
  & [data-error-summary] {
    scroll-margin-top: calc(var(--record-bar, 9rem) + ${({ theme }) => theme.space.sm});
  }
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-width: 86rem;
`;

/** The teacher's name, status and the one Save stay in view while the page scrolls. */
export const StyledStickyBar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `0 -${theme.space.xs}`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
  background: ${({ theme }) => theme.colors.bg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

/** The section list beside the sections on wide screens; one column below. */
export const StyledRecordBody = styled.div`
  display: grid;
  grid-template-columns: 13rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media ${({ theme }) => theme.breakpoints.lg} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A part of the record page below the form (Assignment, History): a section list target, below the sticky bar. */
export const StyledAnchored = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  scroll-margin-top: calc(var(--record-bar, 9rem) + ${({ theme }) => theme.space.sm});
`;

export const StyledColumn = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledNotice = styled.div`
  ${spacedRow}
  ${calloutStyles('info')}
`;

/** "Record No. 12" beside the status badge: the teacher's record number. */
export const StyledRecordNumber = styled.span`
  margin-left: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;
