-- Saving an edit and restoring a version, each in one transaction under the caller's RLS.
-- save_campaign_edit keeps what was there as a version when an editing session first saves, and
-- refuses a save made on top of a stale copy (another tab or teammate saved since it was opened)
-- instead of overwriting their work. restore_campaign_version keeps the current content as a
-- version before bringing an earlier one back, so a restore can be undone too.

create function public.save_campaign_edit(
  campaign_id uuid,
  base_updated_at timestamptz,
  content jsonb default null,
  design jsonb default null,
  html text default null,
  subject text default null,
  preheader text default null,
  keep_version boolean default false,
  primary_color text default null,
  secondary_color text default null,
  tertiary_color text default null,
  quaternary_color text default null,
  mood public.mood default null
)
returns timestamptz
language plpgsql
security invoker
set search_path = ''
as $$
declare
  saved public.campaigns;
  saved_at timestamptz;
begin
  select * into saved from public.campaigns c where c.id = save_campaign_edit.campaign_id for update;
  if not found then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  if save_campaign_edit.base_updated_at is not null and saved.updated_at <> save_campaign_edit.base_updated_at then
    raise exception 'campaign_edit_conflict' using errcode = 'PT409',
      detail = 'The campaign was saved elsewhere since it was opened.';
  end if;
  if save_campaign_edit.keep_version then
    insert into public.campaign_versions (workspace_id, campaign_id, content, design, html, subject, preheader, note)
    values (saved.workspace_id, saved.id, saved.content, saved.design, saved.html, saved.subject, saved.preheader,
      'Before editing');
  end if;
  update public.campaigns c set
    content = coalesce(save_campaign_edit.content, c.content),
    design = coalesce(save_campaign_edit.design, c.design),
    html = coalesce(save_campaign_edit.html, c.html),
    subject = coalesce(save_campaign_edit.subject, c.subject),
    preheader = coalesce(save_campaign_edit.preheader, c.preheader),
    primary_color = coalesce(save_campaign_edit.primary_color, c.primary_color),
    secondary_color = coalesce(save_campaign_edit.secondary_color, c.secondary_color),
    tertiary_color = coalesce(save_campaign_edit.tertiary_color, c.tertiary_color),
    quaternary_color = coalesce(save_campaign_edit.quaternary_color, c.quaternary_color),
    mood = coalesce(save_campaign_edit.mood, c.mood),
    -- A page's document names its template; the column follows it so lists and renderers agree.
    template = case
      when c.kind = 'page' and save_campaign_edit.content ? 'template'
        then (save_campaign_edit.content ->> 'template')::public.page_template
      else c.template
    end,
    edited_at = now()
  where c.id = saved.id
  returning c.updated_at into saved_at;
  return saved_at;
end;
$$;
comment on function public.save_campaign_edit is
  'An editor''s save (content, design, HTML, subject, preheader, colours, mood): optional version of what was there, stale-copy check on updated_at, edited_at set.';

create function public.restore_campaign_version(version_id uuid)
returns timestamptz
language plpgsql
security invoker
set search_path = ''
as $$
declare
  earlier public.campaign_versions;
  saved public.campaigns;
  saved_at timestamptz;
begin
  select * into earlier from public.campaign_versions v where v.id = restore_campaign_version.version_id;
  if not found then
    raise exception 'version_not_found' using errcode = 'PT404';
  end if;
  select * into saved from public.campaigns c where c.id = earlier.campaign_id for update;
  if not found then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  insert into public.campaign_versions (workspace_id, campaign_id, content, design, html, subject, preheader, note)
  values (saved.workspace_id, saved.id, saved.content, saved.design, saved.html, saved.subject, saved.preheader,
    'Before restoring');
  update public.campaigns c set
    content = earlier.content,
    design = earlier.design,
    html = earlier.html,
    subject = earlier.subject,
    preheader = earlier.preheader,
    template = case
      when c.kind = 'page' and earlier.content ? 'template' then (earlier.content ->> 'template')::public.page_template
      else c.template
    end,
    edited_at = now()
  where c.id = saved.id
  returning c.updated_at into saved_at;
  return saved_at;
end;
$$;
comment on function public.restore_campaign_version is
  'Brings an earlier version back, keeping the current content as a version first.';

revoke execute on function public.save_campaign_edit(uuid, timestamptz, jsonb, jsonb, text, text, text, boolean, text, text, text, text, public.mood)
  from public, anon;
revoke execute on function public.restore_campaign_version(uuid) from public, anon;
grant execute on function public.save_campaign_edit(uuid, timestamptz, jsonb, jsonb, text, text, text, boolean, text, text, text, text, public.mood)
  to authenticated;
grant execute on function public.restore_campaign_version(uuid) to authenticated;
