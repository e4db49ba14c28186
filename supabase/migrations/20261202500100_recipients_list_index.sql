-- A campaign's recipients list (the recipients screen) reads a page newest first:
-- `where campaign_id = $1 order by created_at desc, id desc limit 25 offset …`. No index served that
-- order, so page 1 sorted every recipient of the campaign (about 145 ms at 100,000); this one
-- hands the page over in order (under 1 ms, issue 24). The list's total is the campaign's count in
-- campaign_counts (recipient_summary), so no page counts its rows either.
--
-- No index becomes redundant: the unique (campaign_id, workspace_id, email) key still serves
-- uploads' duplicate checks and the (campaign_id, workspace_id) foreign key, and
-- recipients_undelivered_idx is partial (the few undelivered, by id).
create index recipients_campaign_id_created_at_id_idx on public.recipients (campaign_id, created_at desc, id desc);
