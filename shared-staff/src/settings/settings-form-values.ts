import type { z } from 'zod';
import {
  SYSTEM_SETTINGS_DEFAULTS,
  SYSTEM_SETTINGS_LABELS,
  systemSettingsInputSchema,
  systemSettingsSchema,
  type SystemSettings,
} from 'shared-domain';

/** The form holds the settings as they are; number inputs hand back strings that the schema turns into numbers. Every field is sent (PUT). */
export type SettingsFormInput = z.input<typeof systemSettingsInputSchema>;
export type SettingsFormOutput = z.output<typeof systemSettingsInputSchema>;

export type SettingsGroup = keyof SystemSettings;
export const SETTINGS_GROUPS = Object.keys(SYSTEM_SETTINGS_LABELS) as SettingsGroup[];

/** Each field of a group, with its label and whether it is a switch, a number or a list of T-TESS dimensions (from the defaults). */
export function groupFields(group: SettingsGroup) {
  const defaults = SYSTEM_SETTINGS_DEFAULTS[group] as Record<string, number | boolean | readonly string[]>;
  const kindOf = (v: unknown) =>
    typeof v === 'boolean' ? ('boolean' as const) : Array.isArray(v) ? ('dimensions' as const) : ('number' as const);
  return Object.entries(SYSTEM_SETTINGS_LABELS[group].fields).map(([key, label]) => ({ key, label, kind: kindOf(defaults[key]) }));
}

/** Settings as the server sent them, completed with the defaults for anything missing. */
export function withDefaults(s: Partial<SystemSettings> | undefined): SystemSettings {
  const parsed = systemSettingsSchema.safeParse(s ?? {});
  return parsed.success ? parsed.data : systemSettingsSchema.parse({});
}
