import { useFormState, type FieldErrors, type FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import { RECORD_SECTIONS, sectionAnchor, type RecordSectionId } from './sections/record-sections';

const StyledNav = styled.nav`
  position: sticky;
  top: 5.5rem;
  align-self: start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 2px;
  }
  & a {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  & a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  & small {
    flex: none;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & small[data-state='error'] {
    color: ${({ theme }) => theme.colors.danger.fg};
  }
  & small[data-state='edited'] {
    color: ${({ theme }) => theme.colors.info.fg};
  }
  @media ${({ theme }) => theme.breakpoints.lg} {
    display: none;
  }
`;

const StyledJump = styled.select`
  display: none;
  min-height: ${({ theme }) => theme.sizes.control};
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  @media ${({ theme }) => theme.breakpoints.lg} {
    display: block;
  }
`;

type SectionState = 'error' | 'edited' | null;

/** Whether anything under the form's top-level `keys` is set in a dirtyFields or errors tree. */
const touches = (tree: FieldErrors | Partial<Record<string, unknown>>, keys: readonly string[]) =>
  keys.some((k) => {
    const v = (tree as Record<string, unknown>)[k];
    return v !== undefined && v !== false && !(typeof v === 'object' && v !== null && Object.keys(v).length === 0);
  });

/** Each section's state: errors first (they stop a save), then unsaved edits. */
export function useSectionStates<T extends FieldValues>(): Record<RecordSectionId, SectionState> {
  const { dirtyFields, errors } = useFormState<T>();
  const out = {} as Record<RecordSectionId, SectionState>;
  for (const s of RECORD_SECTIONS) {
    out[s.id] = touches(errors, s.keys) ? 'error' : touches(dirtyFields, s.keys) ? 'edited' : null;
  }
  return out;
}

/** The sections this user sees (a supervisor does not see the financials). */
const shown = (hidden: readonly RecordSectionId[]) => RECORD_SECTIONS.filter((s) => !hidden.includes(s.id));

const MARK: Record<Exclude<SectionState, null>, string> = { error: '! Check', edited: '• Edited' };

const jumpTo = (id: string) => {
  const el = document.getElementById(id);
  el?.scrollIntoView({ block: 'start' });
  el?.querySelector<HTMLElement>('input, select, textarea, button')?.focus({ preventScroll: true });
};

/** The record's sections, each marked when it has unsaved edits or errors: a sticky list on wide screens. */
export function SectionNav({ hidden = [] }: { hidden?: readonly RecordSectionId[] }) {
  const states = useSectionStates();
  return (
    <StyledNav aria-label="Record sections">
      <ol>
        {shown(hidden).map((s) => {
          const state = states[s.id];
          return (
            <li key={s.id}>
              <a href={`#${sectionAnchor(s.id)}`}>
                <span>{s.title}</span>
                {state && <small data-state={state}>{MARK[state]}</small>}
              </a>
            </li>
          );
        })}
      </ol>
    </StyledNav>
  );
}

/** The same list as a jump menu, for narrow screens (in the sticky header). */
export function SectionJump({ hidden = [] }: { hidden?: readonly RecordSectionId[] }) {
  const states = useSectionStates();
  return (
    <StyledJump
      aria-label="Jump to section"
      value=""
      onChange={(e) => {
        if (e.target.value) jumpTo(e.target.value);
      }}
    >
      <option value="">Jump to section…</option>
      {shown(hidden).map((s) => {
        const state = states[s.id];
        return (
          <option key={s.id} value={sectionAnchor(s.id)}>
            {state ? `${s.title} (${MARK[state]})` : s.title}
          </option>
        );
      })}
    </StyledJump>
  );
}
