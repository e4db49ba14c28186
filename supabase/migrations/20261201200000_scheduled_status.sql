-- A campaign whose send is scheduled (issue 23, item 5; docs/sending.md "Scheduling"): its own
-- status between ready (or sent, for a later send to new recipients) and sending, so lists say so,
-- its content stays as approved and scheduled, and its web version is not served before it goes.
-- Its own file: a new enum value cannot be used in the transaction that adds it.
alter type public.campaign_status add value if not exists 'scheduled' after 'ready';
