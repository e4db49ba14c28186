-- Privileges in `public` as on a Supabase project created since 30 May 2026: Supabase's old
-- default grants to the API roles, then the revoke it now runs at project creation. Tables,
-- sequences and functions that postgres creates give anon, authenticated and service_role
-- nothing until a migration grants it (service_role bypasses RLS, not GRANTs).
grant usage on schema public to postgres, anon, authenticated, service_role;

alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;

alter default privileges for role postgres in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke all on functions from anon, authenticated, service_role;
