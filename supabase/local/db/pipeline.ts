import { availableParallelism } from 'node:os';
import pg from 'pg';

/**
 * A few connections of a pool's database shared by every read, in node-postgres's pipeline mode:
 * a read's batch is written at once, whatever is still in flight on the connection, and Postgres
 * answers the batches in order. Each batch ends with its own Sync, so each is still its own
 * implicit transaction with its own settings (db/transaction.ts).
 *
 * Why: on these small, busy machines a round trip's cost is mostly waking processes up, once per
 * message each way. Several requests' batches on one connection are read, run and answered by
 * Postgres in one wake-up, and read back by the gateway in one. Measured with `pg` alone (8
 * concurrent loops, load 9–10): 3,480 queries/s on 8 pooled connections, 5,309 on 2 pipelined
 * ones, the client's CPU per query 103 → 54 µs and Postgres's 88 → 40 µs (docs/local-stack.md
 * "Gateway cost").
 *
 * The price is head-of-line waiting: a batch waits for those before it on its connection. Each
 * read takes the connection with the fewest batches in flight, so a slow read delays mostly those
 * that arrive while every connection is busy, and never past the role's statement_timeout.
 */
export interface SharedConnection {
  client: pg.Client;
  /** Call when the batch sent on `client` has been answered. */
  done(): void;
}

interface Slot {
  connecting?: Promise<pg.Client>;
  client?: pg.Client;
  inFlight: number;
}

/** One connection per core, at least two: Postgres runs one connection's statements on one core. */
const CONNECTIONS = Math.max(2, availableParallelism());

const slotsOfPool = new WeakMap<pg.Pool, Slot[]>();
const endedPools = new WeakSet<pg.Pool>();

/** A shared pipelined connection of `pool`'s database, the least busy one. */
export async function sharedConnection(pool: pg.Pool): Promise<SharedConnection> {
  if (endedPools.has(pool)) throw new Error('Cannot use a pool after calling end on the pool');
  const slots = slotsOf(pool);
  let slot = slots[0] as Slot;
  for (const candidate of slots) if (candidate.inFlight < slot.inFlight) slot = candidate;
  slot.inFlight += 1;
  const chosen = slot;
  try {
    const client = chosen.client ?? (await connect(pool, chosen));
    return { client, done: () => (chosen.inFlight -= 1) };
  } catch (error) {
    chosen.inFlight -= 1;
    throw error;
  }
}

function slotsOf(pool: pg.Pool): Slot[] {
  let slots = slotsOfPool.get(pool);
  if (!slots) {
    const created = Array.from({ length: CONNECTIONS }, (): Slot => ({ inFlight: 0 }));
    slots = created;
    slotsOfPool.set(pool, created);
    // Ending the pool ends these too, so a stack stops as it did before they existed.
    const end = pool.end.bind(pool);
    pool.end = ((...args: Parameters<typeof end>) => {
      endedPools.add(pool);
      for (const slot of created) closeSlot(slot);
      return end(...args);
    }) as typeof pool.end;
  }
  return slots;
}

function connect(pool: pg.Pool, slot: Slot): Promise<pg.Client> {
  if (!slot.connecting) {
    const client = new pg.Client({ ...(pool.options as pg.ClientConfig), pipeline: true } as pg.ClientConfig);
    // A dropped connection (a restart, `db:reset` terminating backends) is replaced on next use;
    // its batches in flight fail as they would on a pooled connection. Reported as the pool's.
    client.on('error', (error) => {
      if (slot.client === client || slot.connecting === connecting) forget(slot);
      pool.emit('error', error, client as unknown as pg.PoolClient);
    });
    client.on('end', () => {
      if (slot.client === client) forget(slot);
    });
    const connecting = client.connect().then(
      () => {
        if (slot.connecting === connecting) slot.client = client;
        return client;
      },
      (error: Error) => {
        if (slot.connecting === connecting) forget(slot);
        throw error;
      },
    );
    slot.connecting = connecting;
  }
  return slot.connecting;
}

function forget(slot: Slot) {
  slot.client = undefined;
  slot.connecting = undefined;
}

function closeSlot(slot: Slot) {
  const closing = slot.connecting;
  forget(slot);
  closing?.then((client) => client.end()).catch(() => {});
}
