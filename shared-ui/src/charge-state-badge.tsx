import { chargeState, type ChargeState, type LedgerCharge } from 'shared-domain';
import { Badge, type BadgeTone } from './badge';

const CHARGE_TONES: Record<ChargeState, BadgeTone> = { paid: 'green', overdue: 'red', 'part paid': 'yellow', open: 'blue' };

/** A charge's state (chargeState: the ledger's, the invoice's and the teacher's pages alike), in words and colour. */
export function ChargeStateBadge({ charge, today }: { charge: Pick<LedgerCharge, 'open' | 'paid' | 'dueDate'>; today?: string }) {
  const s = chargeState(charge, today);
  return <Badge tone={CHARGE_TONES[s.state]}>{s.label}</Badge>;
}
