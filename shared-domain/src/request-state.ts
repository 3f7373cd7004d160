import type { REQUEST_STATUSES } from './constants';
import { formatDate } from './dates';
import { GLOSSARY } from './glossary';

export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The one word for each state of a school's request to see a teacher's details, on every screen that shows one. */
export const REQUEST_STATE_WORDS: Record<RequestStatus, string> = {
  pending: GLOSSARY.pending,
  approved: GLOSSARY.approved,
  denied: GLOSSARY.denied,
};

/** A request's state as a word: 'Pending', 'Approved', 'Denied'. */
export const requestStateLabel = (status: RequestStatus) => REQUEST_STATE_WORDS[status];

/** A request's state with its date: 'Pending since Nov 3, 2026', 'Approved Nov 5, 2026' (product spec: 'Approved {date}'). */
export function requestStateText(r: { status: RequestStatus; createdAt?: string | null; responseDate?: string | null }): string {
  if (r.status === 'pending') return r.createdAt ? `${GLOSSARY.pending} since ${formatDate(r.createdAt)}` : GLOSSARY.pending;
  return `${REQUEST_STATE_WORDS[r.status]} ${formatDate(r.responseDate)}`.trim();
}
