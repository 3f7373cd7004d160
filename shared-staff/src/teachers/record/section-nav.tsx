import { useEffect, useState } from 'react';
import { useFormState, type FieldErrors, type FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import { RECORD_SECTIONS, sectionAnchor, type RecordSectionId } from './sections/record-sections';

const StyledNav = styled.nav`
  /* Just below the sticky bar (its measured height): the first link is never under it. */
  position: sticky;
  top: calc(var(--record-bar, 9rem) + ${({ theme }) => theme.space.sm});
  align-self: start;
  max-height: calc(100vh - var(--record-bar, 9rem) - ${({ theme }) => theme.space.lg});
  overflow-y: auto;
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
  /* Where the reader is (scroll-spy). */
  & a[aria-current='location'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
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

/**
 * The cards of the record page outside the record's form, listed after its sections (the list holds every card).
 * Their anchors: record-assignment (admins only), record-portal, record-documents, record-signatures, record-field-hours and
 * record-history.
 */
export const RECORD_EXTRA_SECTIONS = [
  { id: 'assignment', title: 'Assignment' },
  // The candidate's path (admins only): record-path.
  { id: 'path', title: 'Path' },
  { id: 'portal', title: 'Teacher portal' },
  // record-documents and record-field-hours.
  { id: 'documents', title: 'Documents' },
  // What people outside the portal signed by one-time link: record-signatures.
  { id: 'signatures', title: 'Signatures' },
  { id: 'field-hours', title: 'Field hours' },
  { id: 'history', title: 'History' },
] as const;
export type RecordExtraSectionId = (typeof RECORD_EXTRA_SECTIONS)[number]['id'];
export const extraAnchor = (id: RecordExtraSectionId) => `record-${id}`;

/** The record's sections in the order the page shows them: `first` (the supervisor's Supervisions) leads. */
export const orderedSections = (first?: RecordSectionId) =>
  first ? [...RECORD_SECTIONS.filter((s) => s.id === first), ...RECORD_SECTIONS.filter((s) => s.id !== first)] : [...RECORD_SECTIONS];

/** The sections this user sees (a supervisor does not see the financials), then the extra parts shown. */
const shown = (
  hidden: readonly RecordSectionId[],
  extra: readonly RecordExtraSectionId[] = [],
  first?: RecordSectionId,
): { id: string; title: string; anchor: string }[] => [
  ...orderedSections(first)
    .filter((s) => !hidden.includes(s.id))
    .map((s) => ({ id: s.id, title: s.title, anchor: sectionAnchor(s.id) })),
  ...RECORD_EXTRA_SECTIONS.filter((s) => extra.includes(s.id)).map((s) => ({ id: s.id, title: s.title, anchor: extraAnchor(s.id) })),
];

interface SectionListProps {
  hidden?: readonly RecordSectionId[];
  extra?: readonly RecordExtraSectionId[];
  /** The section shown first (the page puts it first too). */
  first?: RecordSectionId;
}

/**
 * Scroll-spy: the anchor of the section at the top of the view (below the sticky bar), or the first one. Reads
 * positions on scroll (one frame at a time), so it needs no IntersectionObserver.
 */
function useCurrentSection(anchors: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(anchors[0]);
  const key = anchors.join(' ');
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const barBox = document.querySelector<HTMLElement>('[data-record-bar]')?.getBoundingClientRect();
      const bar = barBox?.bottom ?? 0;
      // The sticky bar's height, for the sections' scroll-margin (record-layout.tsx).
      if (barBox) document.documentElement.style.setProperty('--record-bar', `${Math.ceil(barBox.height)}px`);
      let at = anchors[0];
      for (const a of anchors) {
        const el = document.getElementById(a);
        if (el && el.getBoundingClientRect().top - bar <= 24) at = a;
      }
      // At the very bottom the last section is the one being read, however short.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) at = anchors[anchors.length - 1];
      setCurrent(at);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
      document.documentElement.style.removeProperty('--record-bar');
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the anchors' text is the dependency
  }, [key]);
  return current;
}

const MARK: Record<Exclude<SectionState, null>, string> = { error: '! Check', edited: '• Edited' };

const jumpTo = (id: string) => {
  const el = document.getElementById(id);
  el?.scrollIntoView({ block: 'start' });
  el?.querySelector<HTMLElement>('input, select, textarea, button')?.focus({ preventScroll: true });
};

/**
 * A link to one section of the record (`…/teachers/{id}#record-supervisions`, from the Field Supervision
 * list or an e-mail) opens the record there. The router does not scroll to a hash, and the record's parts arrive at
 * different times (the what's-left panel, documents, field hours), each pushing the section down: opened cold, the
 * page stayed at its top. So the section is brought into view now and again whenever the page's size changes, until
 * it has kept its size for a moment, a few seconds have passed, or the reader scrolls, types or taps.
 */
function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id.startsWith('record-')) return;
    const bring = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
    if (typeof ResizeObserver === 'undefined') {
      bring();
      return;
    }
    let quiet = 0;
    const resized = new ResizeObserver(() => {
      bring();
      clearTimeout(quiet);
      quiet = window.setTimeout(stop, SETTLE_MS);
    });
    const last = window.setTimeout(stop, FOLLOW_MAX_MS);
    const READER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    function stop() {
      resized.disconnect();
      clearTimeout(quiet);
      clearTimeout(last);
      READER.forEach((e) => window.removeEventListener(e, stop));
    }
    READER.forEach((e) => window.addEventListener(e, stop, { passive: true }));
    resized.observe(document.documentElement);
    bring();
    return stop;
  }, []);
}

/** How long the page keeps its size before a linked section is left where it is; and the longest it is followed. */
const SETTLE_MS = 800;
const FOLLOW_MAX_MS = 6_000;

/** The record's sections, each marked when it has unsaved edits or errors: a sticky list on wide screens. */
export function SectionNav({ hidden = [], extra = [], first }: SectionListProps) {
  useScrollToHash();
  const states = useSectionStates();
  const sections = shown(hidden, extra, first);
  const current = useCurrentSection(sections.map((s) => s.anchor));
  return (
    <StyledNav aria-label="Record sections">
      <ol>
        {sections.map((s) => {
          const state = states[s.id as RecordSectionId];
          return (
            <li key={s.id}>
              <a href={`#${s.anchor}`} aria-current={current === s.anchor ? 'location' : undefined}>
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
export function SectionJump({ hidden = [], extra = [], first }: SectionListProps) {
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
      {shown(hidden, extra, first).map((s) => {
        const state = states[s.id as RecordSectionId];
        return (
          <option key={s.id} value={s.anchor}>
            {state ? `${s.title} (${MARK[state]})` : s.title}
          </option>
        );
      })}
    </StyledJump>
  );
}
