-- Row-level security: companies, profiles, audit log, departments, positions, skills, employees.
-- Conventions: policies are named as sentences; helpers are wrapped as `(select private.x())` so they
-- run once per statement; child tables are visible through `parent_id in (select id from parent)`,
-- which applies the parent's own policies. Anonymous visitors get nothing here.

-- companies ---------------------------------------------------------------------------------------
alter table public.companies enable row level security;

create policy "members read their own company"
  on public.companies for select to authenticated
  using (id = (select private.current_company_id()));

create policy "super admins manage every company"
  on public.companies for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

-- users (profiles) --------------------------------------------------------------------------------
-- No insert policy: profiles are created only by the trigger on auth.users. Which columns an update may
-- touch is decided by the users_guard_changes trigger.
alter table public.users enable row level security;

create policy "users read their own profile"
  on public.users for select to authenticated
  using (id = (select auth.uid()));

create policy "company admins read the profiles of their company"
  on public.users for select to authenticated
  using (company_id = (select private.admin_company_id()));

create policy "super admins read every profile"
  on public.users for select to authenticated
  using ((select private.is_super_admin()));

create policy "users update their own profile"
  on public.users for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

create policy "super admins update every profile"
  on public.users for update to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

create policy "super admins delete profiles"
  on public.users for delete to authenticated
  using ((select private.is_super_admin()));

-- audit_log ---------------------------------------------------------------------------------------
alter table public.audit_log enable row level security;

create policy "super admins read the audit log"
  on public.audit_log for select to authenticated
  using ((select private.is_super_admin()));

-- departments -------------------------------------------------------------------------------------
alter table public.departments enable row level security;

create policy "members read their company's departments"
  on public.departments for select to authenticated
  using (company_id = (select private.current_company_id()));

create policy "company admins manage their company's departments"
  on public.departments for all to authenticated
  using (company_id = (select private.admin_company_id()))
  with check (company_id = (select private.admin_company_id()));

create policy "super admins manage every department"
  on public.departments for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

-- positions ---------------------------------------------------------------------------------------
alter table public.positions enable row level security;

create policy "members read their company's positions"
  on public.positions for select to authenticated
  using (company_id = (select private.current_company_id()));

create policy "company admins manage their company's positions"
  on public.positions for all to authenticated
  using (company_id = (select private.admin_company_id()))
  with check (company_id = (select private.admin_company_id()));

create policy "super admins manage every position"
  on public.positions for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

-- skills ------------------------------------------------------------------------------------------
alter table public.skills enable row level security;

create policy "signed-in users read the global skills"
  on public.skills for select to authenticated
  using (company_id is null and (select private.current_user_role()) is not null);

create policy "members read their company's skills"
  on public.skills for select to authenticated
  using (company_id = (select private.current_company_id()));

create policy "company admins manage their company's skills"
  on public.skills for all to authenticated
  using (company_id = (select private.admin_company_id()))
  with check (company_id = (select private.admin_company_id()));

create policy "super admins manage every skill"
  on public.skills for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

-- position_skills ---------------------------------------------------------------------------------
alter table public.position_skills enable row level security;

create policy "members read the required skills of positions they can see"
  on public.position_skills for select to authenticated
  using (position_id in (select p.id from public.positions p));

create policy "company admins manage their company's position skills"
  on public.position_skills for all to authenticated
  using (position_id in (
    select p.id from public.positions p where p.company_id = (select private.admin_company_id())
  ))
  with check (position_id in (
    select p.id from public.positions p where p.company_id = (select private.admin_company_id())
  ));

create policy "super admins manage every required skill"
  on public.position_skills for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

-- employees ---------------------------------------------------------------------------------------
alter table public.employees enable row level security;

create policy "learners read their own employee record"
  on public.employees for select to authenticated
  using (id = (select private.current_employee_id()));

create policy "company admins manage their company's employees"
  on public.employees for all to authenticated
  using (company_id = (select private.admin_company_id()))
  with check (company_id = (select private.admin_company_id()));

create policy "super admins manage every employee"
  on public.employees for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

-- employee_skills ---------------------------------------------------------------------------------
alter table public.employee_skills enable row level security;

create policy "learners read their own skill levels"
  on public.employee_skills for select to authenticated
  using (employee_id = (select private.current_employee_id()));

create policy "company admins manage their company's employee skills"
  on public.employee_skills for all to authenticated
  using (employee_id in (
    select e.id from public.employees e where e.company_id = (select private.admin_company_id())
  ))
  with check (employee_id in (
    select e.id from public.employees e where e.company_id = (select private.admin_company_id())
  ));

create policy "super admins manage every skill level"
  on public.employee_skills for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));
