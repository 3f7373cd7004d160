import styled, { css } from 'styled-components';
import { calloutStyles, spacedRow } from 'shared-ui';

/**
 * The record page: the sticky bar, then the section list beside one column of cards: the form's sections and the
 * parts saved on their own (portal, documents, field hours, history) alike, so the bar and the list stay with the
 * reader to the last card. A section opened from the list starts below the sticky bar (scroll-margin); --record-bar
 * is the bar's height, measured.
 */
const recordStyles = css`
  & [id^='record-'],
  & [data-error-summary] {
    scroll-margin-top: calc(var(--record-bar, 9rem) + ${({ theme }) => theme.space.sm});
  }
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-width: 86rem;
`;

/** The record page (edit): its form is one part of the column. */
export const StyledRecordPage = styled.div`
  ${recordStyles}
`;

/** The add page and the quick view: the form is the whole record. */
export const StyledRecord = styled.form`
  ${recordStyles}
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

/** A card of the record page outside the record's sections (Assignment, History): a section list target. */
export const StyledAnchored = styled.div`
  scroll-margin-top: calc(var(--record-bar, 9rem) + ${({ theme }) => theme.space.sm});
`;

/** The one column of cards; the record's form is part of it, so its cards and the rest keep one rhythm. */
export const StyledColumn = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  & > form {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

/** What Save Changes saves and what saves on its own, under the bar that holds the buttons. */
export const StyledSaveNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
