import type { ImportMapping } from 'shared-domain';

/** The admin's column choices, remembered in this browser by header (a header left out = "Do not import"). */
export const IMPORT_MAPPING_KEY = 'teacherImportMapping';

export function rememberedMapping(): ImportMapping {
  try {
    const raw = window.localStorage.getItem(IMPORT_MAPPING_KEY);
    const value: unknown = raw ? JSON.parse(raw) : {};
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ImportMapping) : {};
  } catch {
    return {};
  }
}

export function rememberMapping(mapping: ImportMapping) {
  try {
    window.localStorage.setItem(IMPORT_MAPPING_KEY, JSON.stringify({ ...rememberedMapping(), ...mapping }));
  } catch {
    /* storage blocked: the choice holds for this visit */
  }
}
