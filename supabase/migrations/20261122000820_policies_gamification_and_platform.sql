-- Row-level security: gamification, tickets, the early-access list and platform settings.

-- learning_events ---------------------------------------------------------------------------------
-- Points are awarded by triggers (module and course completion) or the service role, never by learners.
alter table public.learning_events enable row level security;

create policy "learners read their own learning events"
  on public.learning_events for select to authenticated
  using (employee_id = (select private.current_employee_id()));

create policy "company admins read their company's learning events"
  on public.learning_events for select to authenticated
  using (company_id = (select private.admin_company_id()));

create policy "super admins manage every learning event"
  on public.learning_events for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

-- badges ------------------------------------------------------------------------------------------
alter table public.badges enable row level security;

create policy "signed-in users read the global badges"
  on public.badges for select to authenticated
  using (company_id is null and (select private.current_user_role()) is not null);

create policy "members read their company's badges"
  on public.badges for select to authenticated
  using (company_id = (select private.current_company_id()));

create policy "company admins manage their company's badges"
  on public.badges for all to authenticated
  using (company_id = (select private.admin_company_id()))
  with check (company_id = (select private.admin_company_id()));

create policy "super admins manage every badge"
  on public.badges for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

-- employee_badges ---------------------------------------------------------------------------------
alter table public.employee_badges enable row level security;

create policy "learners read their own badges"
  on public.employee_badges for select to authenticated
  using (employee_id = (select private.current_employee_id()));

create policy "company admins manage the badges of their company's employees"
  on public.employee_badges for all to authenticated
  using (company_id = (select private.admin_company_id()))
  with check (company_id = (select private.admin_company_id()));

create policy "super admins manage every awarded badge"
  on public.employee_badges for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

-- tickets -----------------------------------------------------------------------------------------
-- Public ticket types (demo_request, contact_sales, early_access) come only from the submit-ticket
-- edge function with the service role. Anonymous callers may neither read nor insert.
alter table public.tickets enable row level security;

create policy "users read the tickets they submitted"
  on public.tickets for select to authenticated
  using (submitted_by = (select auth.uid()));

create policy "signed-in users send feedback as themselves"
  on public.tickets for insert to authenticated
  with check (
    ticket_type in ('bug_report', 'feature_request', 'general_feedback')
    and submitted_by = (select auth.uid())
    and status = 'new'
    and processed_by is null
    and processed_at is null
    and notes is null
    and (select private.current_user_role()) is not null
  );

create policy "super admins manage every ticket"
  on public.tickets for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

-- early_access_leads ------------------------------------------------------------------------------
-- Nobody lists the early-access list through the API but super admins; /login asks
-- public.lookup_early_access_lead for exactly one e-mail instead.
alter table public.early_access_leads enable row level security;

create policy "super admins read the early-access list"
  on public.early_access_leads for select to authenticated
  using ((select private.is_super_admin()));

create policy "super admins update early-access leads"
  on public.early_access_leads for update to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));

create policy "super admins delete early-access leads"
  on public.early_access_leads for delete to authenticated
  using ((select private.is_super_admin()));

-- platform_settings -------------------------------------------------------------------------------
alter table public.platform_settings enable row level security;

create policy "everyone reads the public settings"
  on public.platform_settings for select to anon, authenticated
  using (is_public);

create policy "super admins manage every setting"
  on public.platform_settings for all to authenticated
  using ((select private.is_super_admin()))
  with check ((select private.is_super_admin()));
