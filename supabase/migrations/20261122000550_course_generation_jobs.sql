-- Bulk course generation: one job row per run, updated by the worker and watched live by the company
-- admin (polling plus realtime postgres_changes on the row).

create table public.course_generation_jobs (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null default private.current_company_id()
    references public.companies (id) on delete cascade,
  created_by uuid default auth.uid() references public.users (id) on delete set null,
  status text not null default 'pending'
    check (status in ('pending', 'processing', 'completed', 'failed', 'cancelled')),
  progress_percentage integer not null default 0 check (progress_percentage between 0 and 100),
  employee_ids uuid[] not null default '{}' check (cardinality(employee_ids) <= 1000),
  options jsonb not null default '{}'::jsonb check (jsonb_typeof(options) = 'object' and pg_column_size(options) <= 16384),
  total_employees integer not null default 0 check (total_employees >= 0),
  processed_employees integer not null default 0 check (processed_employees >= 0),
  successful_courses integer not null default 0 check (successful_courses >= 0),
  failed_courses integer not null default 0 check (failed_courses >= 0),
  current_phase text check (char_length(current_phase) <= 200),
  current_employee_name text check (char_length(current_employee_name) <= 200),
  error_message text check (char_length(error_message) <= 5000),
  results jsonb not null default '[]'::jsonb check (jsonb_typeof(results) = 'array' and pg_column_size(results) <= 1048576),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  started_at timestamptz,
  completed_at timestamptz,
  constraint course_generation_jobs_processed_within_total check (processed_employees <= total_employees)
);
comment on table public.course_generation_jobs is 'Course generation runs and their live progress.';
comment on column public.course_generation_jobs.results is 'One entry per processed employee: {employee_id, employee_name, status, course_id?, error?}.';

create index course_generation_jobs_company_created_idx on public.course_generation_jobs (company_id, created_at desc);
create index course_generation_jobs_active_idx on public.course_generation_jobs (status, created_at)
  where status in ('pending', 'processing');
create index course_generation_jobs_created_by_idx on public.course_generation_jobs (created_by);

create trigger course_generation_jobs_set_updated_at
  before update on public.course_generation_jobs
  for each row execute function private.set_updated_at();

-- Realtime: changes of job rows are broadcast to subscribers (filtered by each subscriber's RLS);
-- replica identity full so UPDATE and DELETE events carry the whole old row.
alter table public.course_generation_jobs replica identity full;
alter publication supabase_realtime add table public.course_generation_jobs;
