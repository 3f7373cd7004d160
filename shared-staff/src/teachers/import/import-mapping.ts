import { autoMatchColumns, importFieldLabel, type ImportMapping } from 'shared-domain';
import { rememberedMapping } from './import-storage';

/** The mapping for a file's headers: what this browser remembers for a header, else the auto-match by name. */
export function startMapping(headers: readonly string[]): ImportMapping {
  const remembered = rememberedMapping();
  const auto = autoMatchColumns(headers);
  const used = new Set<string>();
  const out: ImportMapping = {};
  for (const h of headers) {
    const path = h in remembered ? remembered[h] : (auto[h] ?? '');
    out[h] = path && !used.has(path) ? path : '';
    if (path) used.add(path);
  }
  return out;
}

/** Two columns filling one field: the second one's message. */
export function mappingProblem(mapping: ImportMapping): string | null {
  const seen = new Map<string, string>();
  for (const [h, p] of Object.entries(mapping)) {
    if (!p) continue;
    if (seen.has(p)) return `"${seen.get(p)}" and "${h}" both fill ${importFieldLabel(p)}: choose one`;
    seen.set(p, h);
  }
  return Object.values(mapping).some(Boolean) ? null : 'Map at least one column to a record field';
}
