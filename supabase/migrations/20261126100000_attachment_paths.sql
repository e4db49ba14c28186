-- Attachments can only name a file uploaded into their own campaign's folder (issue 18, item 1).
--
-- The old check (`storage_path like '<workspace>/<campaign>/_%'`) let a row climb out of its folder
-- with `../../<another workspace>/<campaign>/<file>`: Storage's URL parser resolves the dot
-- segments, so the send processor downloaded the other workspace's file with the service role and
-- mailed it. A row also could be recorded before its file existed (the size check then had
-- nothing to compare), so a 1-byte row let a 5 MB file in; and the 40 MiB total summed the rows'
-- claims. Now:
--   * an attachments object name is exactly <workspace uuid>/<campaign uuid>/<file name>, the file
--     name without `/`, `\`, `%`, `?`, `#` or control characters and not `.` or `..` (the storage
--     policies and the row's check both use private.is_campaign_object_name);
--   * a row needs its object in the attachments bucket, of the row's size;
--   * the 40 MiB total sums the stored objects' sizes;
--   * a recorded attachment's object cannot be replaced (no update policy on the bucket).

-- Whether an object name is <uuid>/<uuid>/<file name> with no path tricks in the file name.
create function private.is_campaign_object_name(name text)
returns boolean
language sql
immutable
strict
set search_path = ''
as $$
  select is_campaign_object_name.name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[^/\\%?#[:cntrl:]]+$'
    and split_part(is_campaign_object_name.name, '/', 3) not in ('.', '..')
$$;
comment on function private.is_campaign_object_name(text) is
  'An attachments or images object name: <workspace uuid>/<campaign uuid>/<file name>, the file name without /, \, %, ?, #, control characters, and not . or ..';
grant execute on function private.is_campaign_object_name(text) to authenticated, service_role;

create or replace function private.can_use_campaign_folder(name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when private.is_campaign_object_name(can_use_campaign_folder.name)
    then exists (
      select 1
      from public.campaigns c
      where c.id = split_part(can_use_campaign_folder.name, '/', 2)::uuid
        and c.workspace_id = split_part(can_use_campaign_folder.name, '/', 1)::uuid
        and c.workspace_id in (select private.user_workspace_ids())
    )
    else false
  end
$$;

-- The row's path: its own workspace and campaign folder, then a plain file name. Not valid for rows
-- recorded before this migration (the send processor refuses their paths; remove them by hand).
alter table public.campaign_attachments drop constraint campaign_attachments_check;
alter table public.campaign_attachments add constraint campaign_attachments_storage_path_check check (
  private.is_campaign_object_name(storage_path)
  and split_part(storage_path, '/', 1) = workspace_id::text
  and split_part(storage_path, '/', 2) = campaign_id::text
) not valid;

-- The object must be in storage, of the row's size; the total counts the stored objects' sizes.
create or replace function private.enforce_attachment_total()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limit_bytes constant bigint := 41943040;
  stored_size bigint;
  other_total bigint;
begin
  perform 1 from public.campaigns c where c.id = new.campaign_id for update;
  select (o.metadata ->> 'size')::bigint into stored_size
  from storage.objects o
  where o.bucket_id = 'attachments' and o.name = new.storage_path;
  if stored_size is null then
    raise exception 'attachment_not_uploaded' using errcode = '23514',
      detail = 'Upload the file to the campaign''s folder of the attachments bucket before recording it.';
  end if;
  if stored_size <> new.size_bytes then
    raise exception 'attachment size does not match the stored file' using errcode = '23514',
      detail = format('The file holds %s bytes.', stored_size);
  end if;
  select coalesce(sum(coalesce((o.metadata ->> 'size')::bigint, a.size_bytes)), 0) into other_total
  from public.campaign_attachments a
  left join storage.objects o on o.bucket_id = 'attachments' and o.name = a.storage_path
  where a.campaign_id = new.campaign_id and a.id <> new.id;
  if other_total + stored_size > limit_bytes then
    raise exception 'attachments_too_large' using errcode = '23514',
      detail = format('Attachments would total %s bytes; the limit is %s.', other_total + stored_size, limit_bytes);
  end if;
  return new;
end;
$$;

drop trigger enforce_attachment_total on public.campaign_attachments;
create trigger enforce_attachment_total
  before insert or update of size_bytes, campaign_id, storage_path on public.campaign_attachments
  for each row execute function private.enforce_attachment_total();

-- An attachment's file is never replaced: what was counted is what is sent. Upload a new file and
-- remove the old one instead (the app never replaces).
drop policy "Attachments can be replaced by workspace members" on storage.objects;
