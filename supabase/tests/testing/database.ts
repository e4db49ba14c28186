import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { isRefusalCode, type RefusalCode, sqlStateOf } from '../../functions/_shared/refusals/codes.ts';
import { withRequestTransaction } from '../../local/db/request.ts';
import { type UserName, users } from './fixtures.ts';
import { createDatabase, databaseUrl } from './temporary-postgres.ts';

export type Actor = UserName | 'anon' | 'service';

/** The JWT claims PostgREST would hold for an actor. */
export function claimsOf(actor: Actor) {
  if (actor === 'anon') return { role: 'anon' };
  if (actor === 'service') return { role: 'service_role' };
  return {
    role: 'authenticated',
    aud: 'authenticated',
    sub: users[actor],
    email: `${actor.toLowerCase()}@example.test`,
  };
}

export interface TestDatabase {
  /** Superuser pool: arranging data and reading the truth past RLS. */
  admin: pg.Pool;
  /** Connects as `authenticator`, as PostgREST does; requests switch role per transaction. */
  api: pg.Pool;
  url: string;
  /** Runs work as the actor in one request transaction and commits it. */
  act<T>(actor: Actor, work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  /** Runs work as the actor and rolls everything back, so tests share one state. */
  attempt<T>(actor: Actor, work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  /**
   * Runs work as `postgres`, the tables' owner (what security definer functions run as), and rolls
   * it back: the rules that hold even for trusted writers, past the service role's few grants.
   */
  attemptAsTableOwner<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
}

class Rollback {
  readonly value: unknown;
  constructor(value: unknown) {
    this.value = value;
  }
}

/** A fresh copy of the template database (migrations, seed, fixtures) for this test file. */
export function testDatabase(): TestDatabase {
  const db = {} as TestDatabase;
  beforeAll(async () => {
    const { serverUrl, template } = inject('postgres');
    const name = `test_${randomBytes(6).toString('hex')}`;
    db.url = await createDatabase(serverUrl, name, template);
    db.admin = new pg.Pool({ connectionString: db.url, max: 4 });
    db.api = new pg.Pool({ connectionString: databaseUrl(serverUrl, name, 'authenticator'), max: 24 });
    db.act = (actor, work) =>
      withRequestTransaction(
        db.api,
        { claims: claimsOf(actor), method: 'POST', path: '/rest/v1/', headers: {} },
        work,
      );
    db.attempt = async (actor, work) => {
      try {
        await db.act(actor, async (client) => {
          throw new Rollback(await work(client));
        });
      } catch (outcome) {
        if (outcome instanceof Rollback) return outcome.value as never;
        throw outcome;
      }
      throw new Error('unreachable');
    };
    db.attemptAsTableOwner = async (work) => {
      const client = await db.admin.connect();
      try {
        await client.query('begin');
        await client.query('set local role postgres');
        return await work(client);
      } finally {
        await client.query('rollback').catch(() => {});
        client.release();
      }
    };
  });
  afterAll(async () => {
    await db.api?.end();
    await db.admin?.end();
  });
  return db;
}

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';

/**
 * How a statement ended: 'ok', the catalog code a function refused with, or the SQLSTATE of any
 * other error (a constraint, row-level security, a bad cast: classes 00 to 99).
 */
export type Outcome = 'ok' | RefusalCode | `${Digit}${Digit}${string}`;

/**
 * What an error from Postgres reads as. A refusal reads as its code only when raised with its
 * SQLSTATE (sqlStateOf), so a test that expects a code also pins the status PostgREST answers.
 */
export function outcomeOf(error: unknown): Outcome {
  const { code, message } = error as { code?: string; message?: string };
  if (isRefusalCode(message)) {
    return code === sqlStateOf(message) ? message : (`${code} is not the SQLSTATE of ${message}` as Outcome);
  }
  return (code ?? String(error)) as Outcome;
}

/** What a promise ends in: 'ok', or what its error reads as (outcomeOf). */
export function outcome(promise: Promise<unknown>): Promise<Outcome> {
  return promise.then(() => 'ok' as const, outcomeOf);
}
