const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from the address bar can name a row. Asking Postgres for "42" as a uuid is an
 * error (22P02), but for a user it is simply a workspace, client or campaign that does not exist.
 */
export const isUuid = (value: string) => UUID_PATTERN.test(value);
