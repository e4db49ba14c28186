-- Names show what they say: no control or format characters. Bidirectional overrides and
-- isolates (U+202A–U+202E, U+2066–U+2069) turn "gpj.exe" into "exe.jpg" on screen, zero-width
-- characters (U+200B–U+200F, U+FEFF) make two names look alike, and C0/C1 controls break lines
-- and headers. One validator, private.is_valid_name, checks every name column; the app's forms
-- (src/lib/forms/field-rules.ts, hasInvisibleCharacters) and the lead form
-- (supabase/functions/_shared/leads/lead-input.ts) apply the same rule first.

-- Unicode's Cc (controls), Cf (format) and Zl/Zp (line and paragraph separators) characters, as
-- of Unicode 17: JavaScript's /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u, which supabase/tests/names.test.ts
-- compares code point by code point.
create function private.invisible_characters()
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '[\u0001-\u001f\u007f-\u009f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e'
    || '\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd'
    || '\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]'
$$;
grant execute on function private.invisible_characters() to authenticated, service_role;

-- True when a name holds no invisible character (null is left to the column's other checks).
create function private.is_valid_name(name text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select name !~ private.invisible_characters()
$$;
grant execute on function private.is_valid_name(text) to authenticated, service_role;

-- Rows written before: the invisible characters go (they showed nothing), and a name left empty
-- becomes '—' (a sender name, null). The campaign rules trigger stays out of it: a campaign being
-- sent keeps its sender otherwise.
update public.profiles set full_name = regexp_replace(full_name, private.invisible_characters(), '', 'g')
  where not private.is_valid_name(full_name);
update public.workspaces
  set name = coalesce(nullif(btrim(regexp_replace(name, private.invisible_characters(), '', 'g')), ''), '—'),
      contact_first_name = regexp_replace(contact_first_name, private.invisible_characters(), '', 'g'),
      contact_last_name = regexp_replace(contact_last_name, private.invisible_characters(), '', 'g'),
      sender_name = nullif(btrim(regexp_replace(sender_name, private.invisible_characters(), '', 'g')), '')
  where not (private.is_valid_name(name) and coalesce(private.is_valid_name(contact_first_name), true)
    and coalesce(private.is_valid_name(contact_last_name), true) and coalesce(private.is_valid_name(sender_name), true));
update public.clients
  set name = coalesce(nullif(btrim(regexp_replace(name, private.invisible_characters(), '', 'g')), ''), '—'),
      sender_name = nullif(btrim(regexp_replace(sender_name, private.invisible_characters(), '', 'g')), '')
  where not (private.is_valid_name(name) and coalesce(private.is_valid_name(sender_name), true));
alter table public.campaigns disable trigger enforce_campaign_rules;
update public.campaigns
  set name = coalesce(nullif(btrim(regexp_replace(name, private.invisible_characters(), '', 'g')), ''), '—'),
      sender_name = nullif(btrim(regexp_replace(sender_name, private.invisible_characters(), '', 'g')), '')
  where not (private.is_valid_name(name) and coalesce(private.is_valid_name(sender_name), true));
alter table public.campaigns enable trigger enforce_campaign_rules;
update public.leads
  set first_name = coalesce(nullif(btrim(regexp_replace(first_name, private.invisible_characters(), '', 'g')), ''), '—'),
      last_name = coalesce(nullif(btrim(regexp_replace(last_name, private.invisible_characters(), '', 'g')), ''), '—')
  where not (private.is_valid_name(first_name) and private.is_valid_name(last_name));
update public.contact_requests
  set first_name = coalesce(nullif(btrim(regexp_replace(first_name, private.invisible_characters(), '', 'g')), ''), '—'),
      last_name = coalesce(nullif(btrim(regexp_replace(last_name, private.invisible_characters(), '', 'g')), ''), '—')
  where not (private.is_valid_name(first_name) and private.is_valid_name(last_name));

alter table public.profiles add constraint profiles_full_name_visible check (private.is_valid_name(full_name));
alter table public.workspaces
  add constraint workspaces_name_visible check (private.is_valid_name(name)),
  add constraint workspaces_contact_first_name_visible check (private.is_valid_name(contact_first_name)),
  add constraint workspaces_contact_last_name_visible check (private.is_valid_name(contact_last_name)),
  add constraint workspaces_sender_name_visible check (private.is_valid_name(sender_name));
alter table public.clients
  add constraint clients_name_visible check (private.is_valid_name(name)),
  add constraint clients_sender_name_visible check (private.is_valid_name(sender_name));
alter table public.campaigns
  add constraint campaigns_name_visible check (private.is_valid_name(name)),
  add constraint campaigns_sender_name_visible check (private.is_valid_name(sender_name));
alter table public.leads
  add constraint leads_first_name_visible check (private.is_valid_name(first_name)),
  add constraint leads_last_name_visible check (private.is_valid_name(last_name));
alter table public.contact_requests
  add constraint contact_requests_first_name_visible check (private.is_valid_name(first_name)),
  add constraint contact_requests_last_name_visible check (private.is_valid_name(last_name));

-- The contact form answers invalid_first_name / invalid_last_name (22023) for them, as for the rest.
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

-- Sign-up metadata comes from anyone and cannot be answered field by field: the profile takes the
-- name without its invisible characters, as it already takes it trimmed and cut at 200.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  metadata jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  given_name text := coalesce(metadata ->> 'full_name', metadata ->> 'name', '');
begin
  insert into public.profiles (id, email, full_name, locale)
  values (
    new.id,
    new.email,
    left(nullif(btrim(regexp_replace(given_name, private.invisible_characters(), '', 'g')), ''), 200),
    case when metadata ->> 'locale' in ('en', 'es') then (metadata ->> 'locale')::public.locale else 'en' end
  )
  on conflict (id) do nothing;
  return new;
end;
$$;
