-- What the app may do with an early-access token (the opaque string verify-otp-code returns, or the
-- one in a magic link). The token is hashed here and compared with the stored hash; it grants these
-- RPCs and nothing else: no table, no company data. Invalid, expired or revoked tokens raise
-- sqlstate PT401, which PostgREST answers with HTTP 401.

create or replace function private.hash_early_access_token(p_token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(extensions.digest(p_token, 'sha256'), 'hex')
$$;
comment on function private.hash_early_access_token(text) is 'Hex SHA-256 of an early-access token, as stored.';

-- The lead behind a valid session token; stamps last_used_at. Raises PT401 otherwise.
create or replace function private.early_access_session_lead(p_token text)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_lead_id uuid;
begin
  if p_token is not null and char_length(p_token) between 16 and 200 then
    update private.early_access_tokens t
       set last_used_at = now()
     where t.token_hash = private.hash_early_access_token(p_token)
       and t.kind = 'session'
       and t.revoked_at is null
       and t.expires_at > now()
    returning t.lead_id into v_lead_id;
  end if;
  if v_lead_id is null then
    raise exception 'Invalid or expired early access token' using errcode = 'PT401';
  end if;
  return v_lead_id;
end;
$$;

-- What the waiting room shows. queue_position is 1-based among waitlisted leads by sign-up time.
create or replace function private.early_access_summary(p_lead_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'email', l.email,
    'full_name', l.full_name,
    'company', l.company,
    'company_size', l.company_size,
    'job_role', l.job_role,
    'use_case', l.use_case,
    'status', l.status,
    'queue_position', case when l.status = 'waitlisted' then (
        select count(*) + 1
          from public.early_access_leads w
         where w.status = 'waitlisted'
           and (w.created_at, w.id) < (l.created_at, l.id)
      ) end,
    'referral_code', l.referral_code,
    'referrals_count', (select count(*) from public.early_access_leads r where r.referred_by = l.id),
    'email_verified', l.email_verified_at is not null,
    'profile_completed', l.profile_completed_at is not null
  )
  from public.early_access_leads l
  where l.id = p_lead_id
$$;

revoke all on function private.hash_early_access_token(text) from public, anon, authenticated, service_role;
revoke all on function private.early_access_session_lead(text) from public, anon, authenticated, service_role;
revoke all on function private.early_access_summary(uuid) from public, anon, authenticated, service_role;

-- The waiting room: who the token holder is and where they stand.
create or replace function public.early_access_session(p_token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.early_access_summary(private.early_access_session_lead(p_token));
end;
$$;
comment on function public.early_access_session(text) is
  'Early-access waiting room: {email, full_name, company, status, queue_position, referral_code, referrals_count, email_verified, ...} for a valid session token; PT401 otherwise.';

-- /onboarding/early-access?token=…: trades a single-use magic-link token for a new session token.
-- Returns {token, email, expires_at}. Following the mailed link also proves the e-mail address.
create or replace function public.redeem_magic_link(p_token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  session_ttl constant interval := interval '30 days';
  v_lead_id uuid;
  v_email text;
  v_session_token text;
  v_expires_at timestamptz;
begin
  if p_token is not null and char_length(p_token) between 16 and 200 then
    -- Revoking in the same statement makes the link single-use even under parallel redemption.
    update private.early_access_tokens t
       set revoked_at = now(), last_used_at = now()
     where t.token_hash = private.hash_early_access_token(p_token)
       and t.kind = 'magic_link'
       and t.revoked_at is null
       and t.expires_at > now()
    returning t.lead_id into v_lead_id;
  end if;
  if v_lead_id is null then
    raise exception 'Invalid or expired early access token' using errcode = 'PT401';
  end if;

  update public.early_access_leads l
     set email_verified_at = coalesce(l.email_verified_at, now())
   where l.id = v_lead_id
  returning l.email into v_email;

  -- 32 random bytes, base64url without padding: the same shape verify-otp-code hands out.
  v_session_token := translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_');
  insert into private.early_access_tokens (lead_id, kind, token_hash, expires_at)
  values (v_lead_id, 'session', private.hash_early_access_token(v_session_token), now() + session_ttl)
  returning expires_at into v_expires_at;

  return jsonb_build_object('token', v_session_token, 'email', v_email, 'expires_at', v_expires_at);
end;
$$;
comment on function public.redeem_magic_link(text) is
  'Trades a single-use magic-link token for a new early-access session token {token, email, expires_at}; PT401 otherwise.';

-- /onboarding/early-access: the lead fills in their profile. Returns the waiting-room summary.
create or replace function public.complete_early_access_profile(
  p_token text,
  p_full_name text,
  p_company text default null,
  p_company_size text default null,
  p_job_role text default null,
  p_use_case text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead_id uuid := private.early_access_session_lead(p_token);
  v_full_name text := nullif(btrim(p_full_name), '');
  v_company text := nullif(btrim(p_company), '');
  v_company_size text := nullif(btrim(p_company_size), '');
  v_job_role text := nullif(btrim(p_job_role), '');
  v_use_case text := nullif(btrim(p_use_case), '');
begin
  if v_full_name is null then
    raise exception 'Full name is required' using errcode = '22023';
  end if;
  if char_length(v_full_name) > 200 or char_length(v_company) > 200 or char_length(v_job_role) > 200 then
    raise exception 'Name, company and role must be at most 200 characters' using errcode = '22023';
  end if;
  if char_length(v_use_case) > 5000 then
    raise exception 'Use case must be at most 5000 characters' using errcode = '22023';
  end if;
  if v_company_size is not null
     and v_company_size not in ('1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5000+') then
    raise exception 'Unknown company size: %', v_company_size using errcode = '22023';
  end if;

  update public.early_access_leads l
     set full_name = v_full_name,
         company = coalesce(v_company, l.company),
         company_size = coalesce(v_company_size, l.company_size),
         job_role = coalesce(v_job_role, l.job_role),
         use_case = coalesce(v_use_case, l.use_case),
         profile_completed_at = coalesce(l.profile_completed_at, now())
   where l.id = v_lead_id;
  return private.early_access_summary(v_lead_id);
end;
$$;
comment on function public.complete_early_access_profile(text, text, text, text, text, text) is
  'Saves the early-access profile of the session token holder and returns the waiting-room summary; PT401 for a bad token.';

-- Sign-out of the waiting room (or throwing away an unused link). Unknown tokens are ignored, so the
-- answer says nothing about whether a token existed.
create or replace function public.revoke_early_access_token(p_token text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_token is null or char_length(p_token) not between 16 and 200 then
    return;
  end if;
  update private.early_access_tokens t
     set revoked_at = now()
   where t.token_hash = private.hash_early_access_token(p_token)
     and t.revoked_at is null;
end;
$$;
comment on function public.revoke_early_access_token(text) is 'Revokes an early-access token (session or magic link).';

revoke all on function public.early_access_session(text) from public;
revoke all on function public.redeem_magic_link(text) from public;
revoke all on function public.complete_early_access_profile(text, text, text, text, text, text) from public;
revoke all on function public.revoke_early_access_token(text) from public;

grant execute on function public.early_access_session(text) to anon, authenticated, service_role;
grant execute on function public.redeem_magic_link(text) to anon, authenticated, service_role;
grant execute on function public.complete_early_access_profile(text, text, text, text, text, text)
  to anon, authenticated, service_role;
grant execute on function public.revoke_early_access_token(text) to anon, authenticated, service_role;
