/**
 * The one UUID rule of the edge functions: the shape Postgres's uuid type reads (any case), checked
 * before an id reaches the database so a malformed one is refused as a bad request, not a 500.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A UUID as Postgres writes it (lower case): for ids compared as text, as in a storage path. */
export const isCanonicalUuid = (value: unknown): value is string =>
  isUuid(value) && value === value.toLowerCase();
