import { join, resolve } from 'node:path';
import { LOCAL_RESEND_WEBHOOK_SECRET } from '../../functions/_shared/webhooks/resend-events.ts';
import type { StackConfig } from '../config.ts';
import { readDotenv } from '../gateway/functions/function-env.ts';

/**
 * The secret the mailbox signs its events with: the RESEND_WEBHOOK_SECRET the functions find (the
 * repo's .env, supabase/functions/.env, the stack's functionEnv, as function-env.ts layers them),
 * else the local secret resend-webhook trusts on a loopback stack without a Resend key.
 */
const repoRoot = resolve(import.meta.dirname, '../../..');

export function mailboxWebhookSecret(config: StackConfig): string {
  const configured =
    config.functionEnv.RESEND_WEBHOOK_SECRET ??
    readDotenv(join(config.projectDir, 'functions', '.env')).RESEND_WEBHOOK_SECRET ??
    readDotenv(join(repoRoot, '.env')).RESEND_WEBHOOK_SECRET;
  return configured?.trim() || LOCAL_RESEND_WEBHOOK_SECRET;
}
