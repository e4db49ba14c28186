-- Foundation: the private schema for helpers, default privileges, shared enums and validators.
-- docs/database.md explains the decisions; docs/permissions.md the permission matrix.

-- Case-insensitive email columns. A new Supabase project has only pgcrypto and uuid-ossp, so the
-- migration that needs an extension creates it (as postgres may, through supautils, on hosted).
create extension if not exists citext with schema extensions;

-- Helpers for policies, triggers and functions live here. The API exposes only `public`.
create schema private;
comment on schema private is 'Helpers for policies, triggers and functions. Not exposed by the API.';
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- No function is executable by default: each is followed by its own grant.
alter default privileges for role postgres revoke execute on functions from public;
alter default privileges for role postgres in schema public revoke all on functions from anon, authenticated, service_role;

-- Enum order matters: member < admin < owner, so `role >= 'admin'` reads as "admin or more".
create type public.workspace_role as enum ('member', 'admin', 'owner');
create type public.locale as enum ('en', 'es');
create type public.country_code as enum ('US', 'CA', 'MX');

-- The validators are strict (null in, null out), so a check constraint lets an empty column pass.

-- updated_at is kept by this trigger on every table that has the column.
create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Trims the whitespace spreadsheets leave (spaces, tabs, CR/LF, no-break space, BOM) and lower-cases.
create function private.normalize_email(email text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select lower(btrim(email, e' \t\r\n\u00a0\ufeff'))
$$;
grant execute on function private.normalize_email(text) to authenticated, service_role;

-- A practical address check (the HTML5 form rule, plus a real top-level domain and RFC 5321 lengths):
-- dot-atom local part of at most 64 characters, host names of 1-63 characters, at most 254 in all.
create function private.is_valid_email(email text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select (
    length(email) between 6 and 254
    and length(split_part(email, '@', 1)) <= 64
    and email ~ '^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$'
  )
$$;
grant execute on function private.is_valid_email(text) to authenticated, service_role;

-- A sender domain: host names of letters, digits and hyphens, a top-level domain of letters.
create function private.is_valid_domain(domain text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select length(domain) <= 253
    and domain ~ '^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$'
$$;
grant execute on function private.is_valid_domain(text) to authenticated, service_role;

-- A phone number as people type it: optional +, digits, spaces, dots, dashes, brackets; 7-15 digits.
create function private.is_valid_phone(phone text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select phone ~ '^\+?[0-9(][0-9 ().-]{5,24}$'
    and length(regexp_replace(phone, '[^0-9]', '', 'g')) between 7 and 15
$$;
grant execute on function private.is_valid_phone(text) to authenticated, service_role;

-- A display name that is safe in an email From header: no line breaks, quotes or angle brackets.
create function private.is_valid_sender_name(sender_name text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select length(btrim(sender_name)) between 1 and 100 and sender_name !~ '[\r\n<>"]'
$$;
grant execute on function private.is_valid_sender_name(text) to authenticated, service_role;
