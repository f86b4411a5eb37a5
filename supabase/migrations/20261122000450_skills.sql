-- The skills taxonomy: global skills (company_id null, curated by super admins) plus each company's
-- own skills, grouped by category; and the skills each position requires.

create table public.skills (
  id uuid primary key default gen_random_uuid(),
  -- Defaults to the caller's company, so a company admin's new skill is theirs and a super admin's is global.
  company_id uuid default private.current_company_id() references public.companies (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 100),
  category text not null check (category in (
    'technical', 'data', 'leadership', 'communication', 'product', 'design', 'business', 'compliance', 'operations'
  )),
  description text check (char_length(description) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.skills is 'Skills taxonomy: global rows (company_id null) plus company-specific rows.';

-- One name per scope: globally unique among global skills, unique within a company for its own.
create unique index skills_scope_name_key on public.skills (company_id, lower(name)) nulls not distinct;
create index skills_category_name_idx on public.skills (category, name);

create trigger skills_set_updated_at
  before update on public.skills
  for each row execute function private.set_updated_at();

create table public.position_skills (
  position_id uuid not null references public.positions (id) on delete cascade,
  skill_id uuid not null references public.skills (id) on delete cascade,
  required_level smallint not null default 3 check (required_level between 1 and 5),
  is_mandatory boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (position_id, skill_id)
);
comment on table public.position_skills is 'Skills a position requires, with the target level (1-5).';

create index position_skills_skill_idx on public.position_skills (skill_id);

create trigger position_skills_company_scope
  before insert or update of skill_id, position_id on public.position_skills
  for each row execute function private.enforce_company_scope('skills', 'skill_id', 'positions', 'position_id');
