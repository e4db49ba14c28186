import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CheckedLink } from '../api/check-links.ts';

/** One row of public.campaign_send_checklist. */
export type ChecklistRow = { item: string; ok: boolean; blocking: boolean; detail: string | null };

/** The items the database checks (contract of issue 19), plus the links the app asks about. */
export const CHECKLIST_ITEMS = [
  'sender_name',
  'sender_domain',
  'reply_to',
  'subject',
  'subject_length',
  'preheader',
  'postal_address',
  'postal_address_in_email',
  'unsubscribe_link',
  'message_size',
  'attachments_size',
  'approval',
  'links',
] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

export type ChecklistState = 'ok' | 'warning' | 'blocking';

export const checklistState = (row: Pick<ChecklistRow, 'ok' | 'blocking'>): ChecklistState =>
  row.ok ? 'ok' : row.blocking ? 'blocking' : 'warning';

/** Send is possible only when no blocking item fails. */
export const blockingFailures = (rows: readonly ChecklistRow[]) =>
  rows.filter((row) => !row.ok && row.blocking);

export const isChecklistItem = (item: string): item is ChecklistItem =>
  (CHECKLIST_ITEMS as readonly string[]).includes(item);

/** The rows the screen lists: approval only where the workspace or the client requires it. */
export const shownChecklistRows = (rows: readonly ChecklistRow[]) =>
  rows.filter((row) => isChecklistItem(row.item) && (row.item !== 'approval' || row.blocking));

/**
 * The links as a checklist row: a link that does not answer is a warning, never a block (a site
 * down for a minute, or one that refuses robots, must not stop a send); detail = how many fail.
 */
/** Where each problem is fixed. */
export type FixPlace =
  | 'sending-details'
  | 'domains'
  | 'workspace-contact'
  | 'editor'
  | 'attachments'
  | 'review';

type ItemText = {
  title: MessageDescriptor;
  /** Said when the item fails. */
  problem: MessageDescriptor;
  fix: FixPlace;
};

export const checklistTexts: Record<ChecklistItem, ItemText> = {
  sender_name: {
    title: msg`Sender name`,
    problem: msg`Choose the name recipients see in their inbox.`,
    fix: 'sending-details',
  },
  sender_domain: {
    title: msg`Sender domain`,
    problem: msg`This domain is not verified for this workspace. Verify it, or choose another domain or Pitchcraft's shared domain.`,
    fix: 'domains',
  },
  reply_to: {
    title: msg`Reply address`,
    problem: msg`Emails from Pitchcraft's shared domain need the workspace's contact email, where replies go.`,
    fix: 'workspace-contact',
  },
  subject: {
    title: msg`Subject`,
    problem: msg`Write and save the email subject.`,
    fix: 'sending-details',
  },
  subject_length: {
    title: msg`Subject length`,
    problem: msg`The subject is longer than 70 characters: phones will cut it.`,
    fix: 'sending-details',
  },
  preheader: {
    title: msg`Preheader`,
    problem: msg`Without a preheader (or past 150 characters), inboxes show the email's first words instead.`,
    fix: 'sending-details',
  },
  postal_address: {
    title: msg`Postal address`,
    problem: msg`Add the workspace's postal address in its contact information: every marketing email must show it.`,
    fix: 'workspace-contact',
  },
  postal_address_in_email: {
    title: msg`Address in the email`,
    problem: msg`The email does not show the workspace's street and city. Add them to the footer in the editor.`,
    fix: 'editor',
  },
  unsubscribe_link: {
    title: msg`Unsubscribe link`,
    problem: msg`The email has no unsubscribe link. Add one in the editor's footer.`,
    fix: 'editor',
  },
  message_size: {
    title: msg`Email size`,
    problem: msg`The email is over 102 KB: Gmail will cut it and hide the rest behind a link.`,
    fix: 'editor',
  },
  attachments_size: {
    title: msg`Attachments`,
    problem: msg`The attachments are too large once encoded for email. Remove some.`,
    fix: 'attachments',
  },
  approval: {
    title: msg`Approval`,
    problem: msg`This workspace sends only approved campaigns. Submit this one for review; once it is approved, it can be sent.`,
    fix: 'review',
  },
  links: {
    title: msg`Links`,
    problem: msg`Some links do not answer. Check them in the editor.`,
    fix: 'editor',
  },
};

/** What an ok item says, when more than a tick helps. */
export const sharedDomainNote = msg`Sent from Pitchcraft's shared domain, as "<sender name> via Pitchcraft".`;

export type ItemMessage = { message: MessageDescriptor; values?: Record<string, string | number> };

/** The number the database gives as an item's detail (a length, a size in bytes); null when none. */
const count = (detail: string | null) => (detail !== null && /^\d+$/.test(detail) ? Number(detail) : null);

/**
 * Why a failing item fails, with the figures the database measured. `size` is left to the screen
 * to format (bytes in `bytes`); the domain's status is a `sender-domains.status.*` label.
 */
export function checklistProblem(row: ChecklistRow): ItemMessage & { bytes?: number } {
  const item = row.item as ChecklistItem;
  const measured = count(row.detail);
  switch (item) {
    case 'sender_domain':
      return row.detail === 'not_owned'
        ? {
            message: msg`This domain is not one of this workspace's verified domains (or this client's). Choose one of them or Pitchcraft's shared domain.`,
          }
        : {
            message: msg`This domain is not verified yet ({status}). Finish its DNS records, or choose another domain or Pitchcraft's shared domain.`,
            values: { status: row.detail ?? '' },
          };
    case 'subject_length':
      return measured === null
        ? { message: checklistTexts.subject_length.problem }
        : {
            message: msg`The subject has {count} characters: past 70, phones cut it.`,
            values: { count: measured },
          };
    case 'preheader':
      return measured
        ? {
            message: msg`The preheader has {count} characters: past 150, inboxes cut it.`,
            values: { count: measured },
          }
        : { message: msg`Without a preheader, inboxes show the email's first words instead.` };
    case 'message_size':
      return measured === null
        ? { message: checklistTexts.message_size.problem }
        : {
            message: msg`The email weighs {size}: past 102 KB, Gmail cuts it and hides the rest behind a link.`,
            bytes: measured,
          };
    case 'attachments_size':
      return measured === null
        ? { message: checklistTexts.attachments_size.problem }
        : {
            message: msg`Once encoded for email, the message weighs {size}, over the 40 MB the provider accepts. Remove some attachments.`,
            bytes: measured,
          };
    case 'approval':
      return row.detail === 'in_review'
        ? {
            message: msg`This campaign is waiting for approval. It can be sent once an owner or admin approves it.`,
          }
        : row.detail === 'changes_requested'
          ? { message: msg`Changes were requested. Make them, then submit the campaign for review again.` }
          : { message: checklistTexts.approval.problem };
    default:
      return { message: checklistTexts[item].problem };
  }
}

/** The reasons `check-links` gives for a link that does not answer. */
export function linkProblem(link: CheckedLink): {
  message: MessageDescriptor;
  values?: Record<string, unknown>;
} {
  if (link.reason === 'timeout') return { message: msg`no answer within the time allowed` };
  if (link.reason === 'reserved_domain') return { message: msg`an example or test address, not a real site` };
  if (link.reason === 'not_public')
    return { message: msg`a private or local address, unreachable for recipients` };
  if (link.reason === 'too_many_redirects') return { message: msg`it redirects too many times` };
  const status = link.status ?? Number(link.reason?.match(/^http_(\d{3})$/)?.[1] ?? Number.NaN);
  if (Number.isFinite(status))
    return { message: msg`the site answers with error {status}`, values: { status } };
  return { message: msg`the site cannot be reached` };
}
