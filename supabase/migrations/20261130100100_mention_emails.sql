-- Mentions are emailed once (docs/approvals.md "Comments and activity"): after an editor's comment
-- is stored, the app calls send-mention-emails, which checks with the author's token that the
-- comment is theirs, then claims the comment's mention emails here with the service role. The
-- claim answers the addresses only once, so a retried or repeated call emails nobody twice.

create function private.claim_mention_emails(comment_id uuid)
returns table (user_id uuid, email text, full_name text, locale public.locale)
language plpgsql
security definer
set search_path = ''
as $$
declare
  mentioned uuid[];
begin
  update public.campaign_comments m set mentions_emailed_at = now()
  where m.id = claim_mention_emails.comment_id and m.mentions_emailed_at is null
    and cardinality(m.mentioned_user_ids) > 0
  returning m.mentioned_user_ids into mentioned;
  -- Only those who still reach the campaign: a member removed since is not emailed its content.
  return query
    select p.id, p.email::text, p.full_name, p.locale
    from public.profiles p
    join public.campaign_comments m on m.id = claim_mention_emails.comment_id
    where p.id = any (coalesce(mentioned, '{}')) and p.email is not null
      and private.member_reaches_campaign(p.id, m.campaign_id);
end;
$$;
revoke execute on function private.claim_mention_emails(uuid) from public;
grant execute on function private.claim_mention_emails(uuid) to service_role;

create function public.claim_mention_emails(comment_id uuid)
returns table (user_id uuid, email text, full_name text, locale public.locale)
language sql
security invoker
set search_path = ''
as $$ select * from private.claim_mention_emails($1) $$;
revoke execute on function public.claim_mention_emails(uuid) from public, anon, authenticated;
grant execute on function public.claim_mention_emails(uuid) to service_role;
