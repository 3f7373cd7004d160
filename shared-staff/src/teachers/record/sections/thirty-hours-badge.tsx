import { Badge, type BadgeTone } from 'shared-ui';

/** 30 observation hours badge colours (product spec §4): completed green, not completed red, pending yellow. */
export function thirtyHoursTone(value: string): BadgeTone {
  if (value === 'completed') return 'green';
  if (value === 'not completed') return 'red';
  if (value.startsWith('pending')) return 'yellow';
  return 'gray';
}

export function ThirtyHoursBadge({ value }: { value: string }) {
  return <Badge tone={thirtyHoursTone(value)}>{value ? `Observation hours: ${value}` : 'Observation hours: not set'}</Badge>;
}
