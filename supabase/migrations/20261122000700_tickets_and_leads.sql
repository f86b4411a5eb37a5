-- Tickets (public forms and in-app feedback) and the early-access list, per the shared data contract.
-- Public ticket types and leads arrive through edge functions with the service role.

create table public.tickets (
  id uuid primary key default gen_random_uuid(),
  ticket_type text not null check (ticket_type in (
    'bug_report', 'feature_request', 'general_feedback', 'contact_sales', 'early_access', 'demo_request'
  )),
  first_name text not null check (char_length(btrim(first_name)) between 1 and 100),
  last_name text not null check (char_length(btrim(last_name)) between 1 and 100),
  email text not null
    check (email = lower(email) and char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  company text check (char_length(company) <= 200),
  job_title text check (char_length(job_title) <= 200),
  phone text check (char_length(phone) <= 50),
  company_size text check (company_size in ('1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5000+')),
  country text check (char_length(country) <= 100),
  message text check (char_length(message) <= 10000),
  source text check (char_length(source) <= 100),
  status text not null default 'new' check (status in ('new', 'in_progress', 'resolved', 'closed')),
  priority text not null default 'medium' check (priority in ('low', 'medium', 'high', 'urgent')),
  notes text check (char_length(notes) <= 10000),
  processed_by uuid references public.users (id) on delete set null,
  processed_at timestamptz,
  submitted_at timestamptz not null default now(),
  metadata jsonb not null default '{}'::jsonb check (jsonb_typeof(metadata) = 'object' and pg_column_size(metadata) <= 16384),
  budget_range text check (char_length(budget_range) <= 500),
  timeline text check (char_length(timeline) <= 500),
  use_case text check (char_length(use_case) <= 5000),
  referral_source text check (char_length(referral_source) <= 500),
  -- The signed-in sender of in-app feedback; null for public forms.
  submitted_by uuid default auth.uid() references public.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  -- What the admin search box matches (name, e-mail, company, message), lowercased for a trigram index.
  search_text text generated always as (
    lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(company, '') || ' '
          || left(coalesce(message, ''), 2000))
  ) stored
);
comment on table public.tickets is 'Demo requests, sales contacts, early-access requests and in-app feedback.';
comment on column public.tickets.search_text is 'Search with ilike ''%term%''; served by a trigram index.';

create index tickets_type_submitted_idx on public.tickets (ticket_type, submitted_at desc);
create index tickets_status_submitted_idx on public.tickets (status, submitted_at desc);
create index tickets_submitted_idx on public.tickets (submitted_at desc);
create index tickets_priority_submitted_idx on public.tickets (priority, submitted_at desc);
create index tickets_type_status_idx on public.tickets (ticket_type, status);
create index tickets_email_idx on public.tickets (email);
create index tickets_submitted_by_idx on public.tickets (submitted_by, submitted_at desc);
create index tickets_processed_by_idx on public.tickets (processed_by);
create index tickets_search_trgm_idx on public.tickets using gin (search_text extensions.gin_trgm_ops);

create trigger tickets_set_updated_at
  before update on public.tickets
  for each row execute function private.set_updated_at();

create table public.early_access_leads (
  id uuid primary key default gen_random_uuid(),
  email text not null unique
    check (email = lower(email) and char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  full_name text check (char_length(full_name) <= 200),
  company text check (char_length(company) <= 200),
  company_size text check (company_size in ('1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5000+')),
  job_role text check (char_length(job_role) <= 200),
  use_case text check (char_length(use_case) <= 5000),
  referral_source text check (char_length(referral_source) <= 500),
  source text check (char_length(source) <= 100),
  utm_source text check (char_length(utm_source) <= 200),
  utm_medium text check (char_length(utm_medium) <= 200),
  utm_campaign text check (char_length(utm_campaign) <= 200),
  status text not null default 'waitlisted' check (status in ('waitlisted', 'approved', 'onboarded', 'rejected')),
  referral_code text not null unique
    default substr(md5(gen_random_uuid()::text), 1, 10)
    check (referral_code ~ '^[A-Za-z0-9_-]{4,32}$'),
  referred_by uuid references public.early_access_leads (id) on delete set null,
  email_verified_at timestamptz,
  profile_completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint early_access_leads_not_self_referred check (referred_by <> id)
);
comment on table public.early_access_leads is 'The early-access list. Read and changed by super admins and the service role only.';

create index early_access_leads_status_created_idx on public.early_access_leads (status, created_at desc);
create index early_access_leads_created_idx on public.early_access_leads (created_at desc);
create index early_access_leads_referred_by_idx on public.early_access_leads (referred_by);

create trigger early_access_leads_set_updated_at
  before update on public.early_access_leads
  for each row execute function private.set_updated_at();

-- Taking a ticket out of 'new' records who processed it and when, unless the caller says so.
create or replace function private.stamp_ticket_processing()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status and new.status <> 'new' then
    new.processed_at := coalesce(new.processed_at, now());
    new.processed_by := coalesce(new.processed_by, (select auth.uid()));
  end if;
  return new;
end;
$$;

create trigger tickets_stamp_processing
  before update of status on public.tickets
  for each row execute function private.stamp_ticket_processing();
