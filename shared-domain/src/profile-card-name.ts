import type { ProfileCard } from './schemas/responses/profile-card';

// Without zod: shared-ui's card (in the shell's boot chunk) uses it, and a module with schemas would bring zod along.

/** The name a card shows: 'Maria G.' to a visitor, 'Maria Garcia' to a school. */
export const profileCardName = (card: ProfileCard): string =>
  card.audience === 'public' ? `${card.firstName} ${card.lastInitial}.` : `${card.name.first} ${card.name.last}`;
