/** Pieces of the JSON records the repositories build in SQL. */

/** A person's `{ first, last }` from the first_name and last_name columns of the row `alias`. */
export const nameJson = (alias: string) => `jsonb_build_object('first', ${alias}.first_name, 'last', ${alias}.last_name)`;

/** `'createdAt', …, 'updatedAt', …` of the row `alias`: a part of a jsonb_build_object argument list. */
export const timestampsJson = (alias: string) => `'createdAt', iso_ts(${alias}.created_at), 'updatedAt', iso_ts(${alias}.updated_at)`;
