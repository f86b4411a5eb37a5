-- Departments and positions of a company. `(company_id, id)` is unique on both so that rows pointing at
-- them can use composite foreign keys: a position can only sit in a department of its own company.

create table public.departments (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default private.current_company_id()
    references public.companies (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 100),
  description text check (char_length(description) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint departments_company_id_id_key unique (company_id, id)
);
comment on table public.departments is 'Departments of a company.';

create unique index departments_company_name_key on public.departments (company_id, lower(name));

create trigger departments_set_updated_at
  before update on public.departments
  for each row execute function private.set_updated_at();

create table public.positions (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default private.current_company_id()
    references public.companies (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  department_id uuid,
  level text check (level in ('intern', 'junior', 'mid', 'senior', 'lead', 'manager', 'director', 'executive')),
  description text check (char_length(description) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint positions_company_id_id_key unique (company_id, id),
  constraint positions_department_fkey foreign key (company_id, department_id)
    references public.departments (company_id, id) on delete set null (department_id)
);
comment on table public.positions is 'Job positions of a company; required skills live in position_skills.';

create unique index positions_company_title_key on public.positions (company_id, lower(title));
create index positions_company_department_idx on public.positions (company_id, department_id);

create trigger positions_set_updated_at
  before update on public.positions
  for each row execute function private.set_updated_at();
