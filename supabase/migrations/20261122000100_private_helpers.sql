-- Foundations shared by every later migration: the `private` schema (never exposed through the API;
-- it holds the helpers that policies, defaults and triggers call) and the generic trigger functions.

-- Hosted projects ship pgcrypto in `extensions`; pg_trgm (ticket search) must be enabled there too.
create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;

create schema if not exists private;
comment on schema private is 'Helpers for policies, defaults and triggers. Not exposed by the API.';

-- Policies, defaults and check constraints call helpers from here as the requesting role,
-- so the API roles may use the schema; which functions they may execute is granted one by one.
grant usage on schema private to anon, authenticated, service_role;
alter default privileges in schema private revoke execute on functions from public;

-- Keeps updated_at true without trusting the client to send it.
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function private.set_updated_at() is 'BEFORE UPDATE trigger: stamps updated_at.';

-- Rejects a row that points at a company-scoped row (a skill or a badge) of ANOTHER company.
-- Global rows (company_id null) may be used by everyone. Arguments:
--   TG_ARGV[0] scoped table, TG_ARGV[1] its foreign-key column in NEW,
--   TG_ARGV[2] owner table (has company_id), TG_ARGV[3] its foreign-key column in NEW.
-- security definer: the check must see both rows whatever the caller may read.
create or replace function private.enforce_company_scope()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_json jsonb := to_jsonb(new);
  scoped_id uuid := (row_json ->> tg_argv[1])::uuid;
  owner_id uuid := (row_json ->> tg_argv[3])::uuid;
  allowed boolean;
begin
  execute format(
    'select s.company_id is null or s.company_id = o.company_id
       from public.%I s, public.%I o
      where s.id = $1 and o.id = $2',
    tg_argv[0], tg_argv[2])
    into allowed
    using scoped_id, owner_id;
  -- A missing row is left to the foreign key, which reports it precisely.
  if allowed is false then
    raise exception '% % belongs to another company', tg_argv[0], scoped_id
      using errcode = '23514', hint = 'Use a global row or one of your own company.';
  end if;
  return new;
end;
$$;
comment on function private.enforce_company_scope() is
  'BEFORE INSERT/UPDATE trigger: a referenced skill or badge must be global or of the same company.';
