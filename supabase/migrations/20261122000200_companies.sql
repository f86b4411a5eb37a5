-- Companies: the tenants. Every company-scoped row carries company_id and policies compare it with
-- the caller's company.

create table public.companies (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  slug text not null unique check (char_length(slug) between 2 and 63 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  industry text check (char_length(industry) <= 100),
  size text check (size in ('1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5000+')),
  country text check (char_length(country) <= 100),
  is_active boolean not null default true,
  plan text not null default 'trial' check (plan in ('trial', 'starter', 'growth', 'enterprise')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.companies is 'Customer organisations (tenants).';

create index companies_name_idx on public.companies (name);
create index companies_active_name_idx on public.companies (is_active, name);

create trigger companies_set_updated_at
  before update on public.companies
  for each row execute function private.set_updated_at();

create trigger companies_audit
  after insert or update or delete on public.companies
  for each row execute function private.audit_row_change();
