-- Row-level security: course generation, courses, modules, assignments, progress, certificates.
-- Learners see their company's published courses and their own learning; company admins manage their
-- company's; super admins everything. Anonymous visitors get nothing here.

-- course_generation_jobs --------------------------------------------------------------------------
alter table public.course_generation_jobs enable row level security;

create policy "company admins manage their company's generation jobs"
  on public.course_generation_jobs for all to authenticated
  using (company_id = (select private.admin_company_id()))
  with check (company_id = (select private.admin_company_id()));

create policy "super admins manage every generation job"
  on public.course_generation_jobs for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

-- courses -----------------------------------------------------------------------------------------
alter table public.courses enable row level security;

create policy "members read their company's published courses"
  on public.courses for select to authenticated
  using (status = 'published' and company_id = (select private.current_company_id()));

-- So a finished learner still sees the course behind their certificate after it is archived.
create policy "learners read archived courses they were assigned"
  on public.courses for select to authenticated
  using (status = 'archived' and id in (
    select a.course_id from public.course_assignments a where a.employee_id = (select private.current_employee_id())
  ));

create policy "company admins manage their company's courses"
  on public.courses for all to authenticated
  using (company_id = (select private.admin_company_id()))
  with check (company_id = (select private.admin_company_id()));

create policy "super admins manage every course"
  on public.courses for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

-- course_skills -----------------------------------------------------------------------------------
alter table public.course_skills enable row level security;

create policy "people read the target skills of courses they can read"
  on public.course_skills for select to authenticated
  using (course_id in (select c.id from public.courses c));

create policy "company admins manage their company's course skills"
  on public.course_skills for all to authenticated
  using (course_id in (select c.id from public.courses c where c.company_id = (select private.admin_company_id())))
  with check (course_id in (select c.id from public.courses c where c.company_id = (select private.admin_company_id())));

create policy "super admins manage every course skill"
  on public.course_skills for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

-- course_modules ----------------------------------------------------------------------------------
alter table public.course_modules enable row level security;

create policy "people read the modules of courses they can read"
  on public.course_modules for select to authenticated
  using (course_id in (select c.id from public.courses c));

create policy "company admins manage the modules of their company's courses"
  on public.course_modules for all to authenticated
  using (course_id in (select c.id from public.courses c where c.company_id = (select private.admin_company_id())))
  with check (course_id in (select c.id from public.courses c where c.company_id = (select private.admin_company_id())));

create policy "super admins manage every module"
  on public.course_modules for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

-- course_assignments ------------------------------------------------------------------------------
alter table public.course_assignments enable row level security;

create policy "learners read their own assignments"
  on public.course_assignments for select to authenticated
  using (employee_id = (select private.current_employee_id()));

create policy "company admins manage their company's assignments"
  on public.course_assignments for all to authenticated
  using (company_id = (select private.admin_company_id()))
  with check (company_id = (select private.admin_company_id()));

create policy "super admins manage every assignment"
  on public.course_assignments for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

-- module_progress ---------------------------------------------------------------------------------
-- Learners write their own progress; the assignment's percentage, status, certificate and points are
-- derived from it by triggers, so those stay out of the learner's hands.
alter table public.module_progress enable row level security;

create policy "learners read their own module progress"
  on public.module_progress for select to authenticated
  using (assignment_id in (
    select a.id from public.course_assignments a where a.employee_id = (select private.current_employee_id())
  ));

create policy "learners record their own module progress"
  on public.module_progress for insert to authenticated
  with check (assignment_id in (
    select a.id from public.course_assignments a where a.employee_id = (select private.current_employee_id())
  ));

create policy "learners update their own module progress"
  on public.module_progress for update to authenticated
  using (assignment_id in (
    select a.id from public.course_assignments a where a.employee_id = (select private.current_employee_id())
  ))
  with check (assignment_id in (
    select a.id from public.course_assignments a where a.employee_id = (select private.current_employee_id())
  ));

create policy "company admins manage their company's module progress"
  on public.module_progress for all to authenticated
  using (assignment_id in (
    select a.id from public.course_assignments a where a.company_id = (select private.admin_company_id())
  ))
  with check (assignment_id in (
    select a.id from public.course_assignments a where a.company_id = (select private.admin_company_id())
  ));

create policy "super admins manage every module progress"
  on public.module_progress for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

-- certificates ------------------------------------------------------------------------------------
-- Issued by a trigger when an assignment completes; nobody but a super admin changes them.
alter table public.certificates enable row level security;

create policy "learners read their own certificates"
  on public.certificates for select to authenticated
  using (employee_id = (select private.current_employee_id()));

create policy "company admins read their company's certificates"
  on public.certificates for select to authenticated
  using (company_id = (select private.admin_company_id()));

create policy "super admins manage every certificate"
  on public.certificates for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));
