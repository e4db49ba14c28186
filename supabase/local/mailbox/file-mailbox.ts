import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailbox, MailMessage, StoredMail } from './mailbox.ts';

/**
 * Keeps each email as a JSON file, so the mailbox survives restarts of the stack. The local Resend
 * account's domains live beside them in `domains/` (resend-domains.ts).
 */
export function createFileMailbox(dir: string): Mailbox {
  const ready = mkdir(dir, { recursive: true });
  const fileOf = (id: string) => join(dir, `${id}.json`);
  // Ids sort in delivery order, even for emails sent within the same millisecond.
  let sequence = 0;
  return {
    async deliver(message: MailMessage) {
      await ready;
      const createdAt = new Date().toISOString();
      const stored: StoredMail = {
        ...message,
        id: `${createdAt.replace(/[-:.TZ]/g, '')}-${String(sequence++ % 1e6).padStart(6, '0')}-${randomUUID()}`,
        createdAt,
      };
      await writeFile(fileOf(stored.id), JSON.stringify(stored));
      return stored;
    },
    async list() {
      await ready;
      const files = (await readdir(dir))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .reverse();
      return Promise.all(
        files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as StoredMail),
      );
    },
    async get(id: string) {
      await ready;
      if (!/^[\w-]+$/.test(id)) return undefined;
      try {
        return JSON.parse(await readFile(fileOf(id), 'utf8')) as StoredMail;
      } catch {
        return undefined;
      }
    },
    // Messages only: the local Resend account's domains (the `domains/` folder) stay.
    async clear() {
      await mkdir(dir, { recursive: true });
      const files = (await readdir(dir)).filter((file) => file.endsWith('.json'));
      await Promise.all(files.map((file) => rm(join(dir, file), { force: true })));
    },
  };
}
