-- Limits on what one account can store (issue 18, item 7). The generation quota lives in the
-- generation functions (private.rate_limits through hit_rate_limit), the request-size limit of
-- user_metadata in GoTrue (a 1 MB body, as hosted).

-- Sizes of a campaign's documents -----------------------------------------------------------------
-- Measured (2026-11-26, offline composer, the longest brief, every template and both languages):
-- email html 11 KB, design 15 KB, content 1.5 KB; page html 32 KB, content 3 KB. A model writes
-- the same shapes; the Unlayer editor can embed images in its design and HTML. The limits are two
-- orders of magnitude above what is written (Gmail already clips an email past 102 KB of HTML):
-- html 2 MiB, content 1 MiB, design 5 MiB. A save past them answers 23514 with the constraint's
-- name, which the app turns into "too large to save".
alter table public.campaigns
  add constraint campaigns_html_size check (octet_length(html) <= 2097152),
  add constraint campaigns_content_size check (octet_length(content::text) <= 1048576),
  add constraint campaigns_design_size check (octet_length(design::text) <= 5242880);

alter table public.campaign_versions
  add constraint campaign_versions_html_size check (octet_length(html) <= 2097152),
  add constraint campaign_versions_content_size check (octet_length(content::text) <= 1048576),
  add constraint campaign_versions_design_size check (octet_length(design::text) <= 5242880);

-- Versions: the newest 50 of each campaign are kept ------------------------------------------------
-- Every save that keeps a version, and every regeneration, adds one; nothing removed them but an
-- admin. Refusing the 51st would stop a user from saving or regenerating, so the oldest goes
-- instead: the history the app lists says it keeps the 50 most recent.
create function private.keep_newest_campaign_versions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.campaign_versions v
  where v.campaign_id = new.campaign_id
    and v.id not in (
      select k.id
      from public.campaign_versions k
      where k.campaign_id = new.campaign_id
      order by k.created_at desc, k.id desc
      limit 50
    );
  return null;
end;
$$;
revoke execute on function private.keep_newest_campaign_versions() from public;

create trigger campaign_versions_keep_newest
  after insert on public.campaign_versions
  for each row execute function private.keep_newest_campaign_versions();

-- The public forms: throttled per client address, and the waitlist tells nothing ------------------

-- A secret mixed into the address before hashing, so a row of private.rate_limits (kept a day at
-- most) cannot be turned back into an IP by hashing every address.
create table private.client_key_salt (salt text not null);
insert into private.client_key_salt (salt) values (gen_random_uuid()::text || gen_random_uuid()::text);

-- The caller's address as PostgREST passes the request's headers (request.headers), read as the
-- functions' clientAddress reads it (docs/public-pages.md "Which client address is trusted"):
-- CF-Connecting-IP, which hosted Supabase's edge (Cloudflare) sets to the address that connected,
-- overwriting whatever the client sent; else the last X-Forwarded-For entry, the one the last proxy
-- appended. Never the first entry nor X-Real-IP, which the client writes. Without any (a direct
-- database call) every caller shares one key, 'unknown'.
create function private.client_address_key()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  with given as (
    select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as headers
  )
  select encode(
    sha256(convert_to(
      (select s.salt from private.client_key_salt s limit 1) || coalesce(
        nullif(btrim(given.headers ->> 'cf-connecting-ip'), ''),
        nullif(btrim(regexp_replace(given.headers ->> 'x-forwarded-for', '^.*,', '')), ''),
        'unknown'
      ),
      'UTF8'
    )),
    'hex'
  )
  from given
$$;
revoke execute on function private.client_address_key() from public;

-- Counts one call of a public form for the caller's address; past max_hits in the window it answers
-- 429 rate_limited with Retry-After (the seconds left in the window), as PostgREST passes a raised
-- PGRST error on. The refused call's own count is rolled back with it, so the window stays full.
create function private.throttle_by_address(bucket text, max_hits integer, window_seconds integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  retry_after integer;
begin
  if private.hit_rate_limit(throttle_by_address.bucket, private.client_address_key(),
      throttle_by_address.max_hits, throttle_by_address.window_seconds) then
    return;
  end if;
  retry_after := throttle_by_address.window_seconds
    - (floor(extract(epoch from now()))::bigint % throttle_by_address.window_seconds)::integer;
  raise sqlstate 'PGRST' using
    message = json_build_object(
      'code', 'rate_limited',
      'message', 'Too many requests from this address. Try again later.',
      'details', null,
      'hint', null
    )::text,
    detail = json_build_object(
      'status', 429,
      'headers', json_build_object('Retry-After', greatest(retry_after, 1)::text)
    )::text;
end;
$$;
revoke execute on function private.throttle_by_address(text, integer, integer) from public;

-- The waitlist: 10 sign-ups an hour from one address (an office behind one address signs up a few
-- colleagues; a script filling the list does not get far). Its answer is 'received' whether or
-- not the address was already listed: telling 'already' let anyone check who is on the list. An
-- invalid address is still refused (that says nothing about anyone) and not counted.
create or replace function private.join_waitlist(email text, locale public.locale default 'en')
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.normalize_email(join_waitlist.email);
begin
  if not coalesce(private.is_valid_email(address), false) then
    raise exception 'invalid_email' using errcode = '22023', detail = 'Enter a valid email';
  end if;
  perform private.throttle_by_address('waitlist', 10, 3600);
  insert into public.waitlist (email, locale) values (address, coalesce(join_waitlist.locale, 'en'))
  on conflict on constraint waitlist_email_key do nothing;
  return 'received';
end;
$$;

-- The contact form: 5 requests an hour from one address. A refused field rolls its count back with
-- it, so only stored requests (and refused ones past the limit) count.
create or replace function private.submit_contact(
  first_name text,
  last_name text,
  email text,
  phone text default null,
  locale public.locale default 'en'
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  given_first text := btrim(submit_contact.first_name);
  given_last text := btrim(submit_contact.last_name);
  address text := private.normalize_email(submit_contact.email);
  given_phone text := nullif(btrim(submit_contact.phone), '');
  created uuid;
begin
  perform private.throttle_by_address('contact', 5, 3600);
  if coalesce(length(given_first), 0) not between 1 and 100 or given_first ~ '[[:cntrl:]<>]'
    or not private.is_valid_name(given_first) then
    raise exception 'invalid_first_name' using errcode = '22023';
  end if;
  if coalesce(length(given_last), 0) not between 1 and 100 or given_last ~ '[[:cntrl:]<>]'
    or not private.is_valid_name(given_last) then
    raise exception 'invalid_last_name' using errcode = '22023';
  end if;
  if not coalesce(private.is_valid_email(address), false) then
    raise exception 'invalid_email' using errcode = '22023';
  end if;
  if given_phone is not null and not private.is_valid_phone(given_phone) then
    raise exception 'invalid_phone' using errcode = '22023';
  end if;
  insert into public.contact_requests (first_name, last_name, email, phone, locale)
  values (given_first, given_last, address, given_phone, coalesce(submit_contact.locale, 'en'))
  returning id into created;
  return created;
end;
$$;
