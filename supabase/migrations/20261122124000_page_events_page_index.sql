-- page_events' foreign key to its page (page_id, workspace_id) had no index with those leading
-- columns, so deleting a page scanned every event: index the key as the advisors test asks.
create index page_events_page_id_workspace_id_idx on public.page_events (page_id, workspace_id);
