-- Profiles (public.users): one row per auth user, created and kept in sync by triggers on auth.users.
-- The role helpers every policy uses read this table; access-defining columns are guarded by a trigger.

create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null unique
    check (email = lower(email) and char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+$'),
  full_name text check (char_length(full_name) <= 200),
  role text not null default 'learner' check (role in ('super_admin', 'company_admin', 'learner')),
  company_id uuid references public.companies (id) on delete set null,
  is_active boolean not null default true,
  email_verified boolean not null default false,
  position text check (char_length(position) <= 200),
  avatar_url text check (char_length(avatar_url) <= 2048 and avatar_url ~ '^https?://'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_active_at timestamptz,
  -- A company admin without a company could administer nothing; refuse the inconsistency.
  constraint users_company_admin_has_company check (role <> 'company_admin' or company_id is not null)
);
comment on table public.users is 'Profile of each auth user: role, company and status. Created by a trigger on auth.users.';

create index users_company_role_idx on public.users (company_id, role);
create index users_role_idx on public.users (role);
create index users_created_at_idx on public.users (created_at desc);
create index users_full_name_idx on public.users (full_name);

create trigger users_set_updated_at
  before update on public.users
  for each row execute function private.set_updated_at();

-- Role helpers ------------------------------------------------------------------------------------
-- security definer so they read public.users without recursing through its own policies;
-- stable + wrapped as `(select private.x())` in policies, so each runs once per statement.
-- An inactive user, or a non-super-admin of an inactive company, has no role at all.

create or replace function private.current_user_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select u.role
    from public.users u
    left join public.companies c on c.id = u.company_id
   where u.id = (select auth.uid())
     and u.is_active
     and (u.role = 'super_admin' or u.company_id is null or c.is_active)
$$;
comment on function private.current_user_role() is 'Role of the active caller, or null.';

create or replace function private.current_company_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.company_id
    from public.users u
    join public.companies c on c.id = u.company_id
   where u.id = (select auth.uid())
     and u.is_active
     and c.is_active
$$;
comment on function private.current_company_id() is 'Company of the active caller (of an active company), or null.';

create or replace function private.is_super_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.users u
     where u.id = (select auth.uid()) and u.is_active and u.role = 'super_admin'
  )
$$;
comment on function private.is_super_admin() is 'True when the caller is an active super admin.';

create or replace function private.admin_company_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.company_id
    from public.users u
    join public.companies c on c.id = u.company_id
   where u.id = (select auth.uid())
     and u.is_active
     and u.role = 'company_admin'
     and c.is_active
$$;
comment on function private.admin_company_id() is 'The company the caller administers (active company admins only), or null.';

revoke all on function private.current_user_role(), private.current_company_id(), private.is_super_admin(),
  private.admin_company_id() from public;
grant execute on function private.current_user_role(), private.current_company_id(), private.is_super_admin(),
  private.admin_company_id() to anon, authenticated, service_role;

-- Profiles follow auth.users --------------------------------------------------------------------

-- raw_app_meta_data is writable only with the service role, so role and company come from there;
-- raw_user_meta_data is the user's own sign-up data and only supplies the name.
create or replace function private.handle_new_auth_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.users (id, email, full_name, role, company_id, email_verified, last_active_at, created_at)
  values (
    new.id,
    lower(new.email),
    nullif(left(btrim(new.raw_user_meta_data ->> 'full_name'), 200), ''),
    coalesce(nullif(new.raw_app_meta_data ->> 'role', ''), 'learner'),
    nullif(new.raw_app_meta_data ->> 'company_id', '')::uuid,
    new.email_confirmed_at is not null,
    new.last_sign_in_at,
    coalesce(new.created_at, now())
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

create or replace function private.handle_auth_user_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.users u
     set email = lower(new.email),
         email_verified = new.email_confirmed_at is not null,
         last_active_at = greatest(u.last_active_at, new.last_sign_in_at)
   where u.id = new.id
     and (u.email is distinct from lower(new.email)
       or u.email_verified is distinct from (new.email_confirmed_at is not null)
       or new.last_sign_in_at > coalesce(u.last_active_at, '-infinity'));
  return new;
end;
$$;

revoke all on function private.handle_new_auth_user(), private.handle_auth_user_update() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_auth_user();

create trigger on_auth_user_updated
  after update of email, email_confirmed_at, last_sign_in_at on auth.users
  for each row execute function private.handle_auth_user_update();

-- Access-defining columns -----------------------------------------------------------------------
-- Policies decide WHICH rows a caller may update; this trigger decides WHICH columns. Through the API
-- (roles anon/authenticated) only a super admin may change role, company, activity or verification,
-- and nobody may change id, email (owned by auth) or created_at. Triggers and the service role may.

create or replace function private.guard_profile_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.id is distinct from old.id
     or new.email is distinct from old.email
     or new.created_at is distinct from old.created_at then
    raise exception 'permission denied to change id, email or created_at of a profile'
      using errcode = '42501', hint = 'E-mail changes go through the auth service.';
  end if;
  if (new.role, new.company_id, new.is_active, new.email_verified)
       is distinct from (old.role, old.company_id, old.is_active, old.email_verified)
     and not (select private.is_super_admin()) then
    raise exception 'permission denied to change role, company_id, is_active or email_verified'
      using errcode = '42501', hint = 'Only a super admin can change access.';
  end if;
  return new;
end;
$$;
comment on function private.guard_profile_changes() is
  'BEFORE UPDATE on users: only super admins (or non-API roles) change access columns.';

create trigger users_guard_changes
  before update on public.users
  for each row execute function private.guard_profile_changes();

create or replace function private.audit_profile_access()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changes jsonb := '{}'::jsonb;
begin
  if new.role is distinct from old.role then
    changes := changes || jsonb_build_object('role', jsonb_build_object('old', old.role, 'new', new.role));
  end if;
  if new.company_id is distinct from old.company_id then
    changes := changes || jsonb_build_object('company_id', jsonb_build_object('old', old.company_id, 'new', new.company_id));
  end if;
  if new.is_active is distinct from old.is_active then
    changes := changes || jsonb_build_object('is_active', jsonb_build_object('old', old.is_active, 'new', new.is_active));
  end if;
  if changes <> '{}'::jsonb then
    perform private.write_audit('users.access_changed', 'users', new.id::text,
      jsonb_build_object('email', new.email, 'changes', changes));
  end if;
  return null;
end;
$$;

create trigger users_audit_access
  after update of role, company_id, is_active on public.users
  for each row execute function private.audit_profile_access();
