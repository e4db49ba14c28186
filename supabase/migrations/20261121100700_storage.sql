-- Storage buckets and their policies. Object names start with the workspace id:
--   logos        public read;  <workspace_id>/...                 written by workspace members
--   attachments  private;      <workspace_id>/<campaign_id>/...   members of the workspace
--   exports      private;      <workspace_id>/...                 members of the workspace

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('logos', 'logos', true, 2097152, array['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp']),
  ('attachments', 'attachments', false, 26214400, null),
  ('exports', 'exports', false, 20971520, array['image/png', 'text/csv'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- The workspace id an object name starts with, when it is a uuid followed by a folder separator.
create function private.object_workspace_id(name text)
returns uuid
language sql
immutable
strict
set search_path = ''
as $$
  select case
    when name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.' then split_part(name, '/', 1)::uuid
  end
$$;
grant execute on function private.object_workspace_id(text) to authenticated, service_role;

-- Whether the signed-in user is a member of the workspace that owns the campaign folder of an
-- attachments object: <workspace_id>/<campaign_id>/<file>.
create function private.can_use_campaign_folder(name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.'
    then exists (
      select 1
      from public.campaigns c
      where c.id = split_part(name, '/', 2)::uuid
        and c.workspace_id = split_part(name, '/', 1)::uuid
        and c.workspace_id in (select private.user_workspace_ids())
    )
    else false
  end
$$;
grant execute on function private.can_use_campaign_folder(text) to authenticated, service_role;

create policy "Logos are readable by anyone"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'logos');

create policy "Logos can be uploaded by workspace members into their workspace folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'logos' and private.object_workspace_id(name) in (select private.user_workspace_ids()));

create policy "Logos can be replaced by workspace members in their workspace folder"
  on storage.objects for update to authenticated
  using (bucket_id = 'logos' and private.object_workspace_id(name) in (select private.user_workspace_ids()))
  with check (bucket_id = 'logos' and private.object_workspace_id(name) in (select private.user_workspace_ids()));

create policy "Logos can be removed by workspace members from their workspace folder"
  on storage.objects for delete to authenticated
  using (bucket_id = 'logos' and private.object_workspace_id(name) in (select private.user_workspace_ids()));

create policy "Attachments are readable by workspace members"
  on storage.objects for select to authenticated
  using (bucket_id = 'attachments' and private.can_use_campaign_folder(name));

create policy "Attachments can be uploaded by workspace members into a campaign folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'attachments' and private.can_use_campaign_folder(name));

create policy "Attachments can be replaced by workspace members"
  on storage.objects for update to authenticated
  using (bucket_id = 'attachments' and private.can_use_campaign_folder(name))
  with check (bucket_id = 'attachments' and private.can_use_campaign_folder(name));

create policy "Attachments can be removed by workspace members"
  on storage.objects for delete to authenticated
  using (bucket_id = 'attachments' and private.can_use_campaign_folder(name));

create policy "Exports are readable by workspace members"
  on storage.objects for select to authenticated
  using (bucket_id = 'exports' and private.object_workspace_id(name) in (select private.user_workspace_ids()));

create policy "Exports can be written by workspace members into their workspace folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'exports' and private.object_workspace_id(name) in (select private.user_workspace_ids()));

create policy "Exports can be replaced by workspace members"
  on storage.objects for update to authenticated
  using (bucket_id = 'exports' and private.object_workspace_id(name) in (select private.user_workspace_ids()))
  with check (bucket_id = 'exports' and private.object_workspace_id(name) in (select private.user_workspace_ids()));

create policy "Exports can be removed by workspace members"
  on storage.objects for delete to authenticated
  using (bucket_id = 'exports' and private.object_workspace_id(name) in (select private.user_workspace_ids()));
