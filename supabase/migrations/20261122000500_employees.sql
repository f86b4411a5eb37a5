-- Employees of a company (optionally linked to a user account) and their assessed skill levels.
-- Composite foreign keys keep department, position and manager inside the employee's own company.

create table public.employees (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default private.current_company_id()
    references public.companies (id) on delete cascade,
  user_id uuid unique references public.users (id) on delete set null,
  full_name text not null check (char_length(btrim(full_name)) between 1 and 200),
  email text not null
    check (email = lower(email) and char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  department_id uuid,
  position_id uuid,
  manager_id uuid,
  status text not null default 'active' check (status in ('invited', 'active', 'on_leave', 'terminated')),
  hired_at date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint employees_company_id_id_key unique (company_id, id),
  constraint employees_company_email_key unique (company_id, email),
  constraint employees_not_own_manager check (manager_id <> id),
  constraint employees_department_fkey foreign key (company_id, department_id)
    references public.departments (company_id, id) on delete set null (department_id),
  constraint employees_position_fkey foreign key (company_id, position_id)
    references public.positions (company_id, id) on delete set null (position_id),
  constraint employees_manager_fkey foreign key (company_id, manager_id)
    references public.employees (company_id, id) on delete set null (manager_id)
);
comment on table public.employees is 'People of a company; user_id links the account a learner signs in with.';

create index employees_company_department_idx on public.employees (company_id, department_id);
create index employees_company_position_idx on public.employees (company_id, position_id);
create index employees_company_manager_idx on public.employees (company_id, manager_id);
create index employees_company_status_idx on public.employees (company_id, status);
create index employees_company_full_name_idx on public.employees (company_id, full_name);

create trigger employees_set_updated_at
  before update on public.employees
  for each row execute function private.set_updated_at();

-- A linked account must belong to the same company; otherwise an admin could hand their company's
-- learning records to a user of another company.
create or replace function private.enforce_employee_user_company()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_id is not null and not exists (
    select 1 from public.users u where u.id = new.user_id and u.company_id = new.company_id
  ) then
    raise exception 'user % is not a member of company %', new.user_id, new.company_id
      using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger employees_user_same_company
  before insert or update of user_id, company_id on public.employees
  for each row execute function private.enforce_employee_user_company();

-- The employee record of the signed-in user (learners read their own learning through it).
create or replace function private.current_employee_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select e.id
    from public.employees e
   where e.user_id = (select auth.uid())
     and e.company_id = (select private.current_company_id())
$$;
comment on function private.current_employee_id() is 'Employee row linked to the active caller, or null.';
revoke all on function private.current_employee_id() from public;
grant execute on function private.current_employee_id() to anon, authenticated, service_role;

create table public.employee_skills (
  employee_id uuid not null references public.employees (id) on delete cascade,
  skill_id uuid not null references public.skills (id) on delete cascade,
  level smallint not null check (level between 0 and 5),
  source text not null default 'manager_review' check (source in (
    'self_assessment', 'manager_review', 'cv_analysis', 'course_completion', 'assessment'
  )),
  assessed_at timestamptz not null default now(),
  assessed_by uuid default auth.uid() references public.users (id) on delete set null,
  notes text check (char_length(notes) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (employee_id, skill_id)
);
comment on table public.employee_skills is 'Current assessed level (0-5) of each skill of an employee.';

create index employee_skills_skill_idx on public.employee_skills (skill_id);
create index employee_skills_assessed_by_idx on public.employee_skills (assessed_by);

create trigger employee_skills_set_updated_at
  before update on public.employee_skills
  for each row execute function private.set_updated_at();

create trigger employee_skills_company_scope
  before insert or update of skill_id, employee_id on public.employee_skills
  for each row execute function private.enforce_company_scope('skills', 'skill_id', 'employees', 'employee_id');
