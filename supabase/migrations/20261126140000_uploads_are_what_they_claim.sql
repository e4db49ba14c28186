-- Uploads are what they claim (issue 18, item 5).
--
-- Storage serves an object with the Content-Type its uploader declared, inline, from the API's
-- origin, and never looks at the bytes. It refuses a declared type that is not in the bucket's
-- allowed_mime_types, and it serves text/html as text/plain. What remains dangerous is any other
-- type a browser runs: image/svg+xml (scripts in an SVG opened by URL), application/xhtml+xml,
-- text/javascript, XML with a stylesheet. So every bucket lists what it accepts, and none lists a
-- type a browser would execute.

-- Logos: raster images only. An SVG logo in the public bucket is a page on the API's origin that
-- runs whatever script it carries; PNG, JPEG and WebP cannot run anything, whatever their bytes.
update storage.buckets
set allowed_mime_types = array['image/png', 'image/jpeg', 'image/webp']
where id = 'logos';

-- Attachments: what people attach to a campaign email, and application/octet-stream for any other
-- file (the app declares every type outside this list as octet-stream, which browsers always
-- download). No wildcard: image/* would admit image/svg+xml, text/* text/html's cousins.
update storage.buckets
set allowed_mime_types = array[
  'application/pdf',
  'image/png', 'image/jpeg', 'image/gif', 'image/webp',
  'text/plain', 'text/csv', 'text/calendar',
  'application/rtf',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/zip',
  'application/octet-stream'
]
where id = 'attachments';

-- Logos are workspace settings: owners and admins write them, like the workspace row itself.
-- Members keep listing them (20261126110000), which Storage also needs before replacing a file.
drop policy "Logos can be uploaded by workspace members into their workspace folder" on storage.objects;
drop policy "Logos can be replaced by workspace members in their workspace folder" on storage.objects;
drop policy "Logos can be removed by workspace members from their workspace folder" on storage.objects;

create policy "Logos can be uploaded by workspace admins into their workspace folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'logos' and private.object_workspace_id(name) in (select private.user_workspace_ids('admin')));

create policy "Logos can be replaced by workspace admins in their workspace folder"
  on storage.objects for update to authenticated
  using (bucket_id = 'logos' and private.object_workspace_id(name) in (select private.user_workspace_ids('admin')))
  with check (bucket_id = 'logos' and private.object_workspace_id(name) in (select private.user_workspace_ids('admin')));

create policy "Logos can be removed by workspace admins from their workspace folder"
  on storage.objects for delete to authenticated
  using (bucket_id = 'logos' and private.object_workspace_id(name) in (select private.user_workspace_ids('admin')));
