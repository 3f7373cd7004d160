import styled from 'styled-components';

export const StyledScroll = styled.div<{ $height?: number }>`
  overflow: auto;
  max-height: ${({ $height }) => ($height ? `${$height}px` : 'none')};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const StyledTable = styled.table<{ $fixed: boolean }>`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  table-layout: ${({ $fixed }) => ($fixed ? 'fixed' : 'auto')};
  /* Fixed (virtualised) tables keep readable columns and scroll sideways on narrow screens. */
  min-width: ${({ $fixed }) => ($fixed ? '72rem' : '0')};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & th,
  & td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    /* Auto-layout tables let long headers wrap so the Actions column stays in view. */
    white-space: ${({ $fixed }) => ($fixed ? 'nowrap' : 'normal')};
  }
  & tbody tr:hover td {
    background: #f8fafc;
  }
  & tbody tr:last-child td {
    border-bottom: 0;
  }
  & [data-align='right'] {
    text-align: right;
  }
  & [data-align='center'] {
    text-align: center;
  }
`;

/** Virtualized rows have one fixed height, so long text is cut with an ellipsis (full text in `title`). */
export const StyledFixedRow = styled.tr<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  & > td {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export const StyledSpacer = styled.tr<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  & > td {
    padding: 0 !important;
    border: 0 !important;
  }
`;

export const StyledCol = styled.col<{ $width?: string }>`
  width: ${({ $width }) => $width ?? 'auto'};
`;

export const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin: -0.25rem -0.375rem;
  padding: 0.25rem 0.375rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font-weight: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  & > span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.75em;
  }
`;

export const StyledEmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.xl} !important;
  text-align: center !important;
  color: ${({ theme }) => theme.colors.textMuted};
`;
