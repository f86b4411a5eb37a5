/**
 * PKCE (RFC 7636) as GoTrue runs it for e-mail flows: signUp/otp/recover send a code_challenge, GoTrue
 * keeps it in auth.flow_state, the mailed link (token prefixed `pkce_`) redirects with ?code=<auth code>,
 * and POST /token?grant_type=pkce trades the code plus the verifier for a session.
 */
import { createHash, randomUUID } from 'node:crypto';
import { AuthError, validationFailed } from './auth-error.ts';
import type { Db } from './auth-deps.ts';
import { stringField, type JsonObject } from './request-body.ts';

export const PKCE_TOKEN_PREFIX = 'pkce_';

export interface CodeChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** The optional code_challenge of a request body; both fields or neither. */
export function readCodeChallenge(body: JsonObject): CodeChallenge | undefined {
  const challenge = stringField(body, 'code_challenge');
  const method = stringField(body, 'code_challenge_method').toLowerCase();
  if (!challenge && !method) return undefined;
  if (!challenge || !method) throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  if (method !== 's256' && method !== 'plain') throw validationFailed('code challenge method not supported');
  if (challenge.length < 43 || challenge.length > 128) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method };
}

function verifierMatches(verifier: string, stored: { code_challenge: string; code_challenge_method: string }): boolean {
  if (stored.code_challenge_method === 'plain') return verifier === stored.code_challenge;
  return createHash('sha256').update(verifier).digest('base64url') === stored.code_challenge;
}

export async function createFlowState(
  db: Db,
  flow: { userId: string; challenge: CodeChallenge; authenticationMethod: string },
): Promise<void> {
  // auth_code is required by the table; a fresh one replaces it when the link is followed.
  await db.query(
    `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method)
     values ($1, $2, $3, $4, 'email', $5)`,
    [flow.userId, randomUUID(), flow.challenge.method, flow.challenge.challenge, flow.authenticationMethod],
  );
}

/** After a verified PKCE link: the newest pending flow of this user and method gets its auth code. */
export async function issueAuthCode(
  db: Db,
  userId: string,
  authenticationMethod: string,
  maxAgeSeconds: number,
): Promise<string | undefined> {
  const { rows } = await db.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code = $3, auth_code_issued_at = now(), updated_at = now()
      where id = (select id from auth.flow_state
                   where user_id = $1 and authentication_method = $2 and auth_code_issued_at is null
                     and created_at > now() - make_interval(secs => $4)
                   order by created_at desc limit 1)
      returning auth_code`,
    [userId, authenticationMethod, randomUUID(), maxAgeSeconds],
  );
  return rows[0]?.auth_code;
}

/** Checks and deletes the flow state of `authCode`; returns the user and how they signed in. */
export async function exchangeAuthCode(
  db: Db,
  authCode: string,
  verifier: string,
  expirySeconds: number,
): Promise<{ userId: string; authenticationMethod: string }> {
  if (verifier.length < 43 || verifier.length > 128) {
    throw validationFailed('code verifier should be at least 43 characters and at most 128 characters');
  }
  const { rows } = await db.query<{
    id: string;
    user_id: string | null;
    code_challenge: string;
    code_challenge_method: string;
    authentication_method: string;
    expired: boolean;
  }>(
    `select id, user_id, code_challenge, code_challenge_method, authentication_method,
            auth_code_issued_at < now() - make_interval(secs => $2) as expired
       from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null for update`,
    [authCode, expirySeconds],
  );
  const flow = rows[0];
  if (!flow || !flow.user_id) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (flow.expired) {
    await db.query('delete from auth.flow_state where id = $1', [flow.id]);
    throw new AuthError(400, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (!verifierMatches(verifier, flow)) {
    throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await db.query('delete from auth.flow_state where id = $1', [flow.id]);
  return { userId: flow.user_id, authenticationMethod: flow.authentication_method };
}
