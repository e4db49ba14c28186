import type { StoredMail } from '../../local/mailbox/mailbox.ts';
import type { RunningStack } from '../../local/stack.ts';

export type { StoredMail };

/** Every message in the stack's mailbox, as its viewer's JSON API lists them. */
export async function mailboxMessages(stack: RunningStack): Promise<StoredMail[]> {
  const response = await fetch(`${stack.mailUrl}/api/messages`);
  return (await response.json()) as StoredMail[];
}
