-- Follow-ups to non-openers or non-clickers (issue 23, item 4; docs/sending.md "Following up"), and
-- the activity feed's own words for a scheduled send, a retry and a follow-up. Their own file: a new
-- enum value cannot be used in the transaction that adds it.
alter type public.send_job_kind add value if not exists 'follow_up';

alter type public.activity_kind add value if not exists 'scheduled';
alter type public.activity_kind add value if not exists 'retried';
alter type public.activity_kind add value if not exists 'follow_up_scheduled';

create type public.follow_up_audience as enum ('not_opened', 'not_clicked');
