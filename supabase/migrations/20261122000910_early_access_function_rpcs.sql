-- RPCs for the edge functions only (send-verification-code, verify-otp-code, capture-email,
-- submit-ticket). They run as their owner (security definer) with an empty search_path, and only
-- service_role may execute them: the anon key cannot issue codes or tokens by calling them directly.
-- Each one that reads-then-writes takes a transaction-scoped advisory lock on its key, so parallel
-- requests for one e-mail cannot both slip through a cooldown or a cap.

-- send-verification-code: stores the hash of a fresh code unless the resend cooldown (60 s) or the
-- hourly cap (5 codes an hour) says no. Returns {status: issued|not_on_list|cooldown|hourly_limit, retry_after?}.
create or replace function public.issue_verification_code(p_email text, p_code_hash text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  code_ttl constant interval := interval '10 minutes';
  resend_cooldown constant interval := interval '60 seconds';
  hourly_cap constant integer := 5;
  v_email text := lower(btrim(p_email));
  newest timestamptz;
  oldest timestamptz;
  issued_last_hour integer;
begin
  if v_email is null or char_length(v_email) > 320 or p_code_hash is null or p_code_hash !~ '^[0-9a-f]{64}$' then
    raise exception 'issue_verification_code: invalid arguments' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('verification_code:' || v_email, 0));

  if not exists (select 1 from public.early_access_leads l where l.email = v_email) then
    return jsonb_build_object('status', 'not_on_list');
  end if;

  select max(c.created_at), min(c.created_at), count(*)
    into newest, oldest, issued_last_hour
    from private.verification_codes c
   where c.email = v_email
     and c.created_at > now() - interval '1 hour';

  if newest > now() - resend_cooldown then
    return jsonb_build_object('status', 'cooldown',
      'retry_after', greatest(1, ceil(extract(epoch from newest + resend_cooldown - now())))::integer);
  end if;
  if issued_last_hour >= hourly_cap then
    return jsonb_build_object('status', 'hourly_limit',
      'retry_after', greatest(1, ceil(extract(epoch from oldest + interval '1 hour' - now())))::integer);
  end if;

  -- Codes older than a day count for nothing any more, not even for the cap.
  delete from private.verification_codes c where c.email = v_email and c.created_at < now() - interval '1 day';
  insert into private.verification_codes (email, code_hash, expires_at)
  values (v_email, p_code_hash, now() + code_ttl);
  return jsonb_build_object('status', 'issued', 'expires_in', extract(epoch from code_ttl)::integer);
end;
$$;
comment on function public.issue_verification_code(text, text) is
  'Edge functions only: stores a hashed login code for an early-access lead, enforcing the resend cooldown and hourly cap.';

-- verify-otp-code: checks a code hash against the newest code of the e-mail. A wrong guess counts an
-- attempt; the fifth wrong guess kills the code. Success consumes the code and marks the lead verified.
-- Returns {status: verified|invalid|not_on_list, lead_id?, email?}.
create or replace function public.check_verification_code(p_email text, p_code_hash text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_attempts constant integer := 5;
  v_email text := lower(btrim(p_email));
  v_lead_id uuid;
  code private.verification_codes%rowtype;
begin
  if v_email is null or char_length(v_email) > 320 or p_code_hash is null or p_code_hash !~ '^[0-9a-f]{64}$' then
    raise exception 'check_verification_code: invalid arguments' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('verification_code:' || v_email, 0));

  select l.id into v_lead_id from public.early_access_leads l where l.email = v_email;
  if v_lead_id is null then
    return jsonb_build_object('status', 'not_on_list');
  end if;

  -- Only the newest code counts: asking for a new code retires the previous one.
  select * into code
    from private.verification_codes c
   where c.email = v_email
   order by c.created_at desc
   limit 1;
  if not found or code.consumed_at is not null or code.expires_at <= now() or code.attempts >= max_attempts then
    return jsonb_build_object('status', 'invalid');
  end if;

  if code.code_hash <> p_code_hash then
    update private.verification_codes set attempts = attempts + 1 where id = code.id;
    return jsonb_build_object('status', 'invalid', 'attempts_left', max_attempts - code.attempts - 1);
  end if;

  update private.verification_codes set consumed_at = now() where id = code.id;
  update public.early_access_leads
     set email_verified_at = coalesce(email_verified_at, now())
   where id = v_lead_id;
  return jsonb_build_object('status', 'verified', 'lead_id', v_lead_id, 'email', v_email);
end;
$$;
comment on function public.check_verification_code(text, text) is
  'Edge functions only: verifies a hashed login code (5 attempts), consuming it and marking the lead verified on success.';

-- Stores the hash of an early-access token made by an edge function (session after a code, magic
-- link after a capture). Returns {expires_at}.
create or replace function public.create_early_access_token(
  p_lead_id uuid, p_kind text, p_token_hash text, p_ttl_seconds integer
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_expires_at timestamptz;
begin
  if p_lead_id is null or p_kind is null or p_kind not in ('session', 'magic_link')
     or p_token_hash is null or p_token_hash !~ '^[0-9a-f]{64}$'
     or p_ttl_seconds is null or p_ttl_seconds not between 60 and 90 * 86400 then
    raise exception 'create_early_access_token: invalid arguments' using errcode = '22023';
  end if;

  -- Tokens that expired more than a day ago are of no use to anyone.
  delete from private.early_access_tokens t
   where t.lead_id = p_lead_id and t.expires_at < now() - interval '1 day';
  insert into private.early_access_tokens (lead_id, kind, token_hash, expires_at)
  values (p_lead_id, p_kind, p_token_hash, now() + make_interval(secs => p_ttl_seconds))
  returning expires_at into v_expires_at;
  return jsonb_build_object('expires_at', v_expires_at);
end;
$$;
comment on function public.create_early_access_token(uuid, text, text, integer) is
  'Edge functions only: stores the SHA-256 hash of a new early-access token (session or magic link).';

-- capture-email and submit-ticket (early_access): adds the e-mail to the list, or finds it.
-- source and utm_* keep the values of the first capture; profile fields (p_profile keys full_name,
-- company, company_size, job_role, use_case, referral_source) take the newest non-empty value.
-- Returns {id, email, created}.
create or replace function public.upsert_early_access_lead(
  p_email text,
  p_source text default null,
  p_utm_source text default null,
  p_utm_medium text default null,
  p_utm_campaign text default null,
  p_profile jsonb default '{}'::jsonb
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(p_email));
  v_profile jsonb := coalesce(p_profile, '{}'::jsonb);
  v_id uuid;
begin
  if jsonb_typeof(v_profile) <> 'object' then
    raise exception 'upsert_early_access_lead: p_profile must be an object' using errcode = '22023';
  end if;

  insert into public.early_access_leads (
    email, source, utm_source, utm_medium, utm_campaign,
    full_name, company, company_size, job_role, use_case, referral_source
  )
  values (
    v_email, nullif(btrim(p_source), ''), nullif(btrim(p_utm_source), ''), nullif(btrim(p_utm_medium), ''),
    nullif(btrim(p_utm_campaign), ''),
    nullif(btrim(v_profile ->> 'full_name'), ''), nullif(btrim(v_profile ->> 'company'), ''),
    nullif(btrim(v_profile ->> 'company_size'), ''), nullif(btrim(v_profile ->> 'job_role'), ''),
    nullif(btrim(v_profile ->> 'use_case'), ''), nullif(btrim(v_profile ->> 'referral_source'), '')
  )
  on conflict (email) do nothing
  returning id into v_id;
  if v_id is not null then
    return jsonb_build_object('id', v_id, 'email', v_email, 'created', true);
  end if;

  update public.early_access_leads l
     set source = coalesce(l.source, nullif(btrim(p_source), '')),
         utm_source = coalesce(l.utm_source, nullif(btrim(p_utm_source), '')),
         utm_medium = coalesce(l.utm_medium, nullif(btrim(p_utm_medium), '')),
         utm_campaign = coalesce(l.utm_campaign, nullif(btrim(p_utm_campaign), '')),
         full_name = coalesce(nullif(btrim(v_profile ->> 'full_name'), ''), l.full_name),
         company = coalesce(nullif(btrim(v_profile ->> 'company'), ''), l.company),
         company_size = coalesce(nullif(btrim(v_profile ->> 'company_size'), ''), l.company_size),
         job_role = coalesce(nullif(btrim(v_profile ->> 'job_role'), ''), l.job_role),
         use_case = coalesce(nullif(btrim(v_profile ->> 'use_case'), ''), l.use_case),
         referral_source = coalesce(nullif(btrim(v_profile ->> 'referral_source'), ''), l.referral_source)
   where l.email = v_email
     -- A plain repeat changes nothing, so it does not touch updated_at either.
     and (v_profile <> '{}'::jsonb
          or (l.source is null and nullif(btrim(p_source), '') is not null)
          or (l.utm_source is null and nullif(btrim(p_utm_source), '') is not null)
          or (l.utm_medium is null and nullif(btrim(p_utm_medium), '') is not null)
          or (l.utm_campaign is null and nullif(btrim(p_utm_campaign), '') is not null));

  select l.id into v_id from public.early_access_leads l where l.email = v_email;
  return jsonb_build_object('id', v_id, 'email', v_email, 'created', false);
end;
$$;
comment on function public.upsert_early_access_lead(text, text, text, text, text, jsonb) is
  'Edge functions only: adds an e-mail to the early-access list (first source/utm kept, newest profile values).';

-- Sliding-window limiter: allows at most p_limit events per (bucket, key) in the last
-- p_window_seconds and records the event when allowed. Returns {allowed, retry_after?}.
create or replace function public.hit_rate_limit(p_bucket text, p_key text, p_limit integer, p_window_seconds integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  window_length interval;
  used integer;
  oldest timestamptz;
begin
  if p_bucket is null or p_key is null or p_limit is null or p_limit < 1
     or p_window_seconds is null or p_window_seconds not between 1 and 86400 then
    raise exception 'hit_rate_limit: invalid arguments' using errcode = '22023';
  end if;
  window_length := make_interval(secs => p_window_seconds);
  perform pg_advisory_xact_lock(hashtextextended('rate_limit:' || p_bucket || ':' || p_key, 0));

  delete from private.rate_limit_events e
   where e.bucket = p_bucket and e.key = p_key and e.created_at <= now() - window_length;
  select count(*), min(e.created_at) into used, oldest
    from private.rate_limit_events e
   where e.bucket = p_bucket and e.key = p_key;

  if used >= p_limit then
    return jsonb_build_object('allowed', false,
      'retry_after', greatest(1, ceil(extract(epoch from oldest + window_length - now())))::integer);
  end if;

  insert into private.rate_limit_events (bucket, key) values (p_bucket, p_key);
  -- Keys that never come back would linger; now and then sweep everything older than the longest window.
  if random() < 0.01 then
    delete from private.rate_limit_events e where e.created_at < now() - interval '1 day';
  end if;
  return jsonb_build_object('allowed', true);
end;
$$;
comment on function public.hit_rate_limit(text, text, integer, integer) is
  'Edge functions only: sliding-window rate limit; records the event when allowed.';

revoke all on function public.issue_verification_code(text, text) from public, anon, authenticated;
revoke all on function public.check_verification_code(text, text) from public, anon, authenticated;
revoke all on function public.create_early_access_token(uuid, text, text, integer) from public, anon, authenticated;
revoke all on function public.upsert_early_access_lead(text, text, text, text, text, jsonb) from public, anon, authenticated;
revoke all on function public.hit_rate_limit(text, text, integer, integer) from public, anon, authenticated;

grant execute on function public.issue_verification_code(text, text) to service_role;
grant execute on function public.check_verification_code(text, text) to service_role;
grant execute on function public.create_early_access_token(uuid, text, text, integer) to service_role;
grant execute on function public.upsert_early_access_lead(text, text, text, text, text, jsonb) to service_role;
grant execute on function public.hit_rate_limit(text, text, integer, integer) to service_role;
