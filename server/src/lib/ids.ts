import { randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/** Formats 16 bytes as a version-4 UUID (used by the seeded, deterministic demo data). */
export function uuidFromBytes(bytes: number[]): string {
  const b = bytes.slice(0, 16);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = b.map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
