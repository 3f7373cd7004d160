import styled from 'styled-components';
import { documentState as kindState } from 'shared-domain';
import type { BadgeTone } from 'shared-ui';

// The evidence panels' shared parts: a list of cards that wrap at 390 px.

export const StyledCards = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  & h3 {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & details ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding-left: ${({ theme }) => theme.space.md};
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  & details li {
    overflow-wrap: anywhere;
  }
  & summary {
    cursor: pointer;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A warning on a card (who confirmed an entry): a badge in words, then the reasons. */
export const StyledWarning = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
  & ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
  }
  & li {
    overflow-wrap: anywhere;
  }
`;

/** "1.2 MB", "340 KB". */
export const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export const TYPE_LABELS: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };

/** A document kind's state in words (shared-domain's documentState, the same on every screen; the colour repeats it). */
export function documentState(status: string | null | undefined, requireVerification: boolean): { label: string; tone: BadgeTone } {
  const s = kindState(status, requireVerification);
  return { label: s.word, tone: s.tone };
}
