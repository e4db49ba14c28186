/** What a ship will do, counted as `ship_campaign` counts it. */
export type ShipPlan = {
  /** New recipients not on the suppression list, within the remaining allowance. */
  toSend: number;
  /** New recipients the suppression list holds: never sent. */
  suppressed: number;
  /** New, unsuppressed recipients the allowance does not reach: they wait for a purchase. */
  beyondAllowance: number;
  /** The allowance left once this ship holds its recipients. */
  remainingAfter: number;
};

export function shipPlan({
  newRecipients,
  suppressed,
  remaining,
}: {
  newRecipients: number;
  suppressed: number;
  remaining: number;
}): ShipPlan {
  const skipped = Math.min(Math.max(suppressed, 0), newRecipients);
  const sendable = newRecipients - skipped;
  const left = Math.max(remaining, 0);
  const toSend = Math.min(sendable, left);
  return { toSend, suppressed: skipped, beyondAllowance: sendable - toSend, remainingAfter: left - toSend };
}

/** Why the ship button is off; the first applies. Payment reasons match the paywall's. */
export type ShipBlocker =
  | 'sending'
  | 'content'
  | 'checking'
  | 'checklist'
  | 'no_recipients'
  | 'no_payment'
  | 'no_recipients_left';

type ShipReadiness = {
  jobActive: boolean;
  hasContent: boolean;
  /** The pre-send checklist: not read yet, a blocking item failing, or clear. */
  checklist: 'loading' | 'blocked' | 'clear';
  allowed: number;
  plan: ShipPlan;
};

export function shipBlocker(state: ShipReadiness): ShipBlocker | null {
  if (state.jobActive) return 'sending';
  if (!state.hasContent) return 'content';
  if (state.checklist === 'loading') return 'checking';
  if (state.checklist === 'blocked') return 'checklist';
  if (state.plan.toSend === 0 && state.plan.beyondAllowance === 0) return 'no_recipients';
  if (state.allowed === 0) return 'no_payment';
  if (state.plan.toSend === 0) return 'no_recipients_left';
  return null;
}
