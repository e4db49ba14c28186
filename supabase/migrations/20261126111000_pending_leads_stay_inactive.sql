-- A lead waiting for its double opt-in (a confirm_token is set) is inactive until confirm_lead
-- clears the token: nobody, members and the service role included, may mark it active before the
-- contact has confirmed their address. confirm_lead sets active and clears the token in one update.

update public.leads set status = 'inactive' where confirm_token is not null and status = 'active';

alter table public.leads
  add constraint leads_pending_confirmation_inactive
  check (confirm_token is null or status = 'inactive');
comment on constraint leads_pending_confirmation_inactive on public.leads is
  'Double opt-in: a lead with a confirm_token becomes active only through confirm_lead.';
