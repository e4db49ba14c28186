import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { AuthError, validationFailed } from './errors.ts';
import type { AuthMethod } from './sessions.ts';

/** The PKCE parameters auth-js sends when its client uses `flowType: 'pkce'`. */
export interface PkceParams {
  code_challenge?: string | null;
  code_challenge_method?: string | null;
}

export function isPkceRequest(params: PkceParams) {
  const hasChallenge = Boolean(params.code_challenge);
  if (hasChallenge !== Boolean(params.code_challenge_method)) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (hasChallenge && !['s256', 'plain'].includes(String(params.code_challenge_method).toLowerCase())) {
    throw validationFailed('code challenge method not supported');
  }
  return hasChallenge;
}

/** Remembers the challenge until the emailed link is followed (GoTrue's auth.flow_state). */
export async function saveFlowState(
  db: pg.PoolClient,
  userId: string,
  params: PkceParams,
  method: AuthMethod,
) {
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, 'email', $6, now(), now())`,
    [
      randomUUID(),
      userId,
      randomUUID(),
      String(params.code_challenge_method).toLowerCase(),
      params.code_challenge,
      method,
    ],
  );
}

/** The auth code the link hands to the app (`?code=`), for the user's latest flow of this method. */
export async function issueAuthCode(db: pg.PoolClient, userId: string, method: AuthMethod) {
  const { rows } = await db.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
      where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                  order by created_at desc limit 1)
      returning auth_code`,
    [userId, method],
  );
  if (!rows[0]) throw new AuthError(404, 'flow_state_not_found', 'No associated flow state found');
  return rows[0].auth_code;
}

const FLOW_STATE_EXPIRY_MS = 5 * 60 * 1000;

/** Consumes the auth code if the verifier matches its challenge; returns the user and method. */
export async function redeemAuthCode(db: pg.PoolClient, authCode: string, verifier: string) {
  const { rows } = await db.query<{
    id: string;
    user_id: string;
    code_challenge: string;
    code_challenge_method: string;
    authentication_method: AuthMethod;
    auth_code_issued_at: Date | null;
  }>('select * from auth.flow_state where auth_code = $1 for update', [authCode]);
  const flow = rows[0];
  if (!flow)
    throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (!flow.auth_code_issued_at || Date.now() - flow.auth_code_issued_at.getTime() > FLOW_STATE_EXPIRY_MS) {
    throw new AuthError(400, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const computed =
    flow.code_challenge_method === 's256'
      ? createHash('sha256').update(verifier).digest('base64url')
      : verifier;
  if (computed !== flow.code_challenge) {
    throw new AuthError(
      403,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  await db.query('delete from auth.flow_state where id = $1', [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}
