import { isUuid } from '@shared/ids.ts';
import { notFound } from '@tanstack/react-router';

/**
 * A route's `params` option for ids in the address: each named parameter must be a UUID, or the
 * route is a 404 inside the layout. Checked once here, so fetchers below receive ids Postgres can
 * read (asking it for "42" as a uuid is an error, 22P02, where a user means "no such thing").
 */
export function uuidParams<Name extends string>(...names: Name[]) {
  return {
    parse: (raw: Record<Name, string>): Record<Name, string> => {
      for (const name of names) if (!isUuid(raw[name])) throw notFound();
      return raw;
    },
  };
}
