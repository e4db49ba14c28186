-- The roles a Supabase project has before its migrations run, with hosted Supabase's attributes.
-- Runs as the cluster superuser (supabase_admin, as on Supabase). Idempotent.
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_roles where rolname = api_role) then
      execute format('create role %I nologin', api_role);
    end if;
    -- Supabase made the API roles INHERIT in 2023 (they were NOINHERIT before).
    execute format('alter role %I inherit', api_role);
  end loop;
  alter role service_role bypassrls;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit password 'postgres';
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_admin') then
    create role supabase_admin login superuser createdb createrole replication bypassrls password 'postgres';
  end if;
  -- The project's own role: what `db push`, the dashboard and SUPABASE_DB_URL connect as. Not a
  -- superuser on Supabase, so neither here (unless an outside DATABASE_URL made it one).
  if not exists (select 1 from pg_roles where rolname = 'postgres') then
    create role postgres login createdb createrole replication bypassrls password 'postgres';
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin login noinherit createrole password 'postgres';
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin login noinherit createrole password 'postgres';
  end if;
  if not exists (select 1 from pg_roles where rolname = 'dashboard_user') then
    create role dashboard_user nologin createdb createrole replication;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
grant supabase_auth_admin, supabase_storage_admin to postgres;
grant pg_read_all_data, pg_signal_backend to postgres;

-- Hosted timeouts. PostgREST applies the impersonated role's settings per request; the gateway too.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';

-- Supabase's project database belongs to postgres (so its `public` schema does, through
-- pg_database_owner); postgres may create schemas and trusted extensions in it.
do $$
begin
  if current_user <> 'postgres' then
    execute format('alter database %I owner to postgres', current_database());
  end if;
end
$$;
