/** A list filter: a free-text search plus fields that each narrow the list when set ('' = any). */
export type ListFilters<F> = { search: string } & Record<keyof F, string>;

export interface FilterRules<T, F extends ListFilters<F>> {
  /** The texts the search looks in (case-insensitive substring). */
  searchIn: (item: T) => readonly string[];
  /** How each field matches an item when the field is set. */
  fields: { [K in Exclude<keyof F, 'search'>]: (item: T, value: string) => boolean };
}

/** Whether any filter is set (a blank search counts as unset). */
export const hasActiveFilters = <F extends ListFilters<F>>(f: F) => Object.values<string>(f).some((v) => v.trim() !== '');

/** The items that the search finds and every set field matches ('and'). */
export function filterList<T, F extends ListFilters<F>>(items: readonly T[], f: F, rules: FilterRules<T, F>): T[] {
  const q = f.search.trim().toLowerCase();
  const set = (Object.keys(rules.fields) as Exclude<keyof F, 'search'>[]).filter((k) => f[k] !== '');
  return items.filter(
    (item) => (!q || rules.searchIn(item).some((text) => text.toLowerCase().includes(q))) && set.every((k) => rules.fields[k](item, f[k])),
  );
}
