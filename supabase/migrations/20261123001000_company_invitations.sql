-- Company-admin invitations. The invite-company-admin function (service role) writes them; the invited
-- auth user starts as a plain profile and receives role company_admin of the company only when the
-- invitation is accepted (the mailed link confirms the address) while it is still pending and unexpired.
-- Role and company therefore come from a row only the server can write, never from sign-up metadata.

create table public.company_invitations (
  id uuid primary key default gen_random_uuid(),
  email text not null
    check (email = lower(email) and char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  full_name text check (char_length(full_name) <= 200),
  company_id uuid not null references public.companies (id) on delete cascade,
  -- The auth user the invite created; the acceptance trigger matches on it, not on the address.
  user_id uuid references auth.users (id) on delete set null,
  invited_by uuid references public.users (id) on delete set null,
  lead_id uuid references public.early_access_leads (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'revoked', 'expired')),
  send_count integer not null default 1 check (send_count between 1 and 1000),
  last_sent_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint company_invitations_accepted_has_time check (status <> 'accepted' or accepted_at is not null),
  constraint company_invitations_revoked_has_time check (status <> 'revoked' or revoked_at is not null)
);
comment on table public.company_invitations is
  'Invitations of company admins by e-mail. Written by the invite-company-admin function only.';

-- One open invitation per address: a second invite resends instead of piling up.
create unique index company_invitations_one_pending_idx on public.company_invitations (email) where status = 'pending';
create index company_invitations_company_idx on public.company_invitations (company_id, status, created_at desc);
create index company_invitations_status_idx on public.company_invitations (status, created_at desc);
create index company_invitations_user_idx on public.company_invitations (user_id);
create index company_invitations_invited_by_idx on public.company_invitations (invited_by);
create index company_invitations_lead_idx on public.company_invitations (lead_id);

create trigger company_invitations_set_updated_at
  before update on public.company_invitations
  for each row execute function private.set_updated_at();

create trigger company_invitations_audit
  after insert or update on public.company_invitations
  for each row execute function private.audit_row_change();

alter table public.company_invitations enable row level security;

create policy "super admins read every invitation"
  on public.company_invitations for select to authenticated
  using ((select private.is_super_admin()));

create policy "company admins read their company's invitations"
  on public.company_invitations for select to authenticated
  using (company_id = (select private.admin_company_id()));

-- Only the function (service role) writes; the API roles read under the policies above.
revoke insert, update, delete on public.company_invitations from anon, authenticated;

-- Acceptance ----------------------------------------------------------------------------------------
-- Following the mailed invite link confirms the address. If a pending, unexpired invitation was made
-- for exactly this auth user, the profile becomes company_admin of its company; an expired one is
-- marked expired and grants nothing. security definer: runs as the owner, which the profile guard
-- trigger lets change access columns.
create or replace function private.accept_company_invitation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.company_invitations%rowtype;
begin
  select * into invitation
    from public.company_invitations i
   where i.user_id = new.id and i.status = 'pending'
   order by i.created_at desc
   limit 1
   for update;
  if not found then
    return null;
  end if;
  if invitation.expires_at < now() then
    update public.company_invitations set status = 'expired' where id = invitation.id;
    return null;
  end if;
  update public.users
     set role = 'company_admin',
         company_id = invitation.company_id,
         is_active = true,
         full_name = coalesce(full_name, invitation.full_name)
   where id = new.id;
  update public.company_invitations set status = 'accepted', accepted_at = now() where id = invitation.id;
  if invitation.lead_id is not null then
    update public.early_access_leads set status = 'onboarded' where id = invitation.lead_id and status <> 'onboarded';
  end if;
  perform private.write_audit('company_invitations.accepted', 'users', new.id::text,
    jsonb_build_object('email', invitation.email, 'company_id', invitation.company_id,
      'invited_by', invitation.invited_by, 'invitation_id', invitation.id));
  return null;
end;
$$;
comment on function private.accept_company_invitation() is
  'AFTER UPDATE on auth.users: a confirmed invitee becomes company_admin of the pending invitation''s company.';
revoke all on function private.accept_company_invitation() from public;

create trigger on_auth_user_confirmed_accept_invitation
  after update of email_confirmed_at on auth.users
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function private.accept_company_invitation();

-- Search of the users and companies screens: ILIKE '%term%' is served by trigram indexes.
create index if not exists users_email_trgm_idx on public.users using gin (email extensions.gin_trgm_ops);
create index if not exists users_full_name_trgm_idx on public.users using gin (full_name extensions.gin_trgm_ops);
create index if not exists users_role_created_idx on public.users (role, created_at desc);
create index if not exists users_company_created_idx on public.users (company_id, created_at desc);
create index if not exists companies_name_trgm_idx on public.companies using gin (name extensions.gin_trgm_ops);
create index if not exists companies_created_idx on public.companies (created_at desc, id desc);
