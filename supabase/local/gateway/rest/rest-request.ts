import type pg from 'pg';
import type { TransactionOptions } from '../../db/transaction.ts';
import type { MediaChoice } from './media.ts';
import type { Action, Preferences } from './prefer.ts';
import type { SchemaCache } from './schema-cache.ts';

/** One API request as the handlers see it, after identity, schema and content negotiation. */
export interface RestRequest {
  method: string;
  /** Read, insert, update or delete on a relation, or a function call. */
  action: Action;
  /** The schema chosen by Accept-Profile / Content-Profile. */
  schema: string;
  cache: SchemaCache;
  media: MediaChoice;
  prefer: Preferences;
  search: URLSearchParams;
  header(name: string): string | undefined;
  bodyText(): Promise<string>;
  /** Runs work in the request's transaction as the caller's role; reads run read-only. */
  transaction<T>(options: TransactionOptions, work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
}
