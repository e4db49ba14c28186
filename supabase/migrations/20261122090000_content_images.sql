-- Images placed in an email or a landing page by its editor. Public, because recipients' mail
-- clients and the public page load them without a session; written only into the folder of a
-- campaign of the writer's workspace: <workspace_id>/<campaign_id>/<file>. No SVG: mail clients
-- drop it and, served from our origin, it could carry script.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('images', 'images', true, 5242880, array['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Content images are readable by anyone"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'images');

create policy "Content images can be uploaded by workspace members into a campaign folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'images' and private.can_use_campaign_folder(name));

create policy "Content images can be replaced by workspace members in a campaign folder"
  on storage.objects for update to authenticated
  using (bucket_id = 'images' and private.can_use_campaign_folder(name))
  with check (bucket_id = 'images' and private.can_use_campaign_folder(name));

create policy "Content images can be removed by workspace members from a campaign folder"
  on storage.objects for delete to authenticated
  using (bucket_id = 'images' and private.can_use_campaign_folder(name));
