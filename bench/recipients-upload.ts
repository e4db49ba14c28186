import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { startScaleBench } from './support/seed-workspace.ts';

/**
 * Prints (no asserts) what 100,000 recipients cost:
 * 1. parsing and validating a 100,000-row CSV and XLSX with the dialog's parser core in Node;
 * 2. storing the 100,000 addresses through add_recipients in batches of 5,000, as the dialog does
 *    (through the gateway with a signed-in member, and straight through pg), against a COPY of the
 *    same addresses into public.recipients; the ratio's goal is at most 2×.
 * The browser worker's figure comes from e2e/screenshots-recipient-upload.ts --bench.
 *
 * Run: npx node bench/recipients-upload.ts
 */
const ROWS = 100_000;
const BATCH = 5_000;
const WORKSPACE = 'b2e1d4c3-0000-4000-8000-000000000001';

// The app imports shared code as '@shared/…' (a Vite alias); Node learns the same here.
const sharedRoot = join(import.meta.dirname, '../supabase/functions/_shared/');
registerHooks({
  resolve: (specifier, context, next) =>
    next(
      specifier.startsWith('@shared/') ? pathToFileURL(sharedRoot + specifier.slice(8)).href : specifier,
      context,
    ),
});
const { parseRecipientFile } = await import('../src/features/publish/upload/recipient-file-parser.ts');
const { minimalXlsx } = await import('../src/features/publish/upload/testing/minimal-xlsx.ts');

const addresses = Array.from({ length: ROWS }, (_, i) => `Reader.${i}@Example-${i % 97}.com`);

async function timeParse(label: string, bytes: Uint8Array) {
  await parseRecipientFile(bytes); // warm-up: JIT and module loading are not the user's wait
  const started = performance.now();
  const outcome = await parseRecipientFile(bytes);
  const ms = performance.now() - started;
  const valid = outcome.ok ? outcome.list.addresses.length : 0;
  console.log(
    `${label.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms  (${(bytes.length / 1e6).toFixed(1)} MB, ${valid} valid)`,
  );
}

console.log(`Parse and validate ${ROWS} rows (Node ${process.version}, parser core without the worker)`);
await timeParse(
  'CSV, comma, CRLF',
  new TextEncoder().encode(`email,name\r\n${addresses.map((a, i) => `${a},Reader ${i}`).join('\r\n')}\r\n`),
);
await timeParse(
  'CSV, semicolon, quoted, BOM',
  new TextEncoder().encode(`\ufeff"Email";"Name"\n${addresses.map((a) => `"${a}";"x"`).join('\n')}`),
);
await timeParse('XLSX', minimalXlsx([['email', 'name'], ...addresses.map((a, i) => [a, `Reader ${i}`])]));

const { stack, admin, client } = await startScaleBench();
try {
  const newCampaign = async () => {
    const { rows } = await admin.query<{ id: string }>(
      `insert into public.campaigns (workspace_id, kind, name, html, subject, sender_name, sender_domain, status)
       values ($1, 'email', 'Upload bench', '<p>Hi</p>', 'Hello', 'Sender', 'mail.example.com', 'ready') returning id`,
      [WORKSPACE],
    );
    return rows[0]?.id as string;
  };
  const normalized = addresses.map((a) => a.toLowerCase());
  const inBatches = async (add: (emails: string[]) => Promise<number>) => {
    const started = performance.now();
    let inserted = 0;
    for (let start = 0; start < normalized.length; start += BATCH)
      inserted += await add(normalized.slice(start, start + BATCH));
    return { ms: performance.now() - started, inserted };
  };

  const gatewayCampaign = await newCampaign();
  await client.rpc('add_recipients', { campaign_id: gatewayCampaign, emails: ['warm.up@example.com'] });
  const gateway = await inBatches(async (emails) => {
    const { data, error } = await client.rpc('add_recipients', { campaign_id: gatewayCampaign, emails });
    if (error) throw error;
    return (data as { inserted: number }[])[0]?.inserted ?? 0;
  });

  const pgCampaign = await newCampaign();
  const direct = await inBatches(async (emails) => {
    const { rows } = await admin.query<{ inserted: number }>('select * from public.add_recipients($1, $2)', [
      pgCampaign,
      emails,
    ]);
    return rows[0]?.inserted ?? 0;
  });

  const copyCampaign = await newCampaign();
  const copyStarted = performance.now();
  const copied = await copyInto(
    admin,
    'copy public.recipients (workspace_id, campaign_id, email) from stdin',
    normalized.map((email) => `${WORKSPACE}\t${copyCampaign}\t${email}\n`).join(''),
  );
  const copy = { ms: performance.now() - copyStarted, inserted: copied };

  console.log(`\nStore ${ROWS} addresses in an empty campaign (batches of ${BATCH}, one after another)`);
  const line = (label: string, run: { ms: number; inserted: number }) =>
    console.log(`${label.padEnd(34)} ${run.ms.toFixed(0).padStart(6)} ms  (${run.inserted} inserted)`);
  line('add_recipients via gateway (rpc)', gateway);
  line('add_recipients via pg', direct);
  line('COPY into public.recipients', copy);
  console.log(
    `${'ratio gateway / COPY'.padEnd(34)} ${(gateway.ms / copy.ms).toFixed(2).padStart(6)}    (goal ≤ 2)`,
  );
  console.log(`${'ratio pg / COPY'.padEnd(34)} ${(direct.ms / copy.ms).toFixed(2).padStart(6)}`);
} finally {
  await admin.end();
  await stack.stop();
}

/** COPY … FROM STDIN with node-postgres's own protocol messages (no copy-streams package here). */
function copyInto(client: pg.Client, sql: string, data: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let rowCount = 0;
    let failure: unknown;
    type Connection = {
      query: (text: string) => void;
      sendCopyFromChunk: (chunk: Buffer) => void;
      endCopyFrom: () => void;
    };
    const submittable = {
      submit: (connection: Connection) => connection.query(sql),
      handleCopyInResponse: (connection: Connection) => {
        const bytes = Buffer.from(data);
        for (let start = 0; start < bytes.length; start += 1 << 16)
          connection.sendCopyFromChunk(bytes.subarray(start, start + (1 << 16)));
        connection.endCopyFrom();
      },
      handleCommandComplete: (message: { text: string }) => {
        rowCount = Number(message.text.split(' ').at(-1));
      },
      handleError: (error: unknown) => {
        failure = error;
      },
      handleReadyForQuery: () => (failure ? reject(failure) : resolve(rowCount)),
    };
    client.query(submittable as never);
  });
}
