/** An email as the stack's senders hand it over (auth emails now, campaign emails later). */
export interface MailMessage {
  from: string;
  to: string[];
  subject: string;
  html?: string;
  text?: string;
  headers?: Record<string, string>;
  /** 'resend' when it came through the local Resend API: its events are reported to resend-webhook. */
  source?: 'resend';
}

export interface StoredMail extends MailMessage {
  id: string;
  createdAt: string;
}

/** The local outbox every email of the stack lands in, shown by the mail viewer. */
export interface Mailbox {
  deliver(message: MailMessage): Promise<StoredMail>;
  list(): Promise<StoredMail[]>;
  get(id: string): Promise<StoredMail | undefined>;
  clear(): Promise<void>;
}
