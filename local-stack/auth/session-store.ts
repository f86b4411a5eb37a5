/**
 * Sessions and their refresh tokens (GoTrue's rotation): each refresh revokes the presented token and
 * issues a child. A revoked token presented again inside the reuse interval (a client that lost the
 * answer, or two tabs racing) gets a fresh child; outside it, the whole session is revoked.
 * Only a SHA-256 digest of each refresh token is stored, so the table cannot be replayed from a dump.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './auth-deps.ts';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface NewSession {
  sessionId: string;
  refreshToken: string;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(24).toString('base64url');

async function insertRefreshToken(db: Db, userId: string, sessionId: string, parentDigest: string | null): Promise<string> {
  const token = newRefreshToken();
  await db.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
    digest(token),
    userId,
    sessionId,
    parentDigest,
  ]);
  return token;
}

export async function createSession(db: Db, userId: string, method: string): Promise<NewSession> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.sessions (user_id, aal) values ($1, 'aal1') returning id`,
    [userId],
  );
  const sessionId = rows[0].id;
  await db.query('insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)', [sessionId, method]);
  return { sessionId, refreshToken: await insertRefreshToken(db, userId, sessionId, null) };
}

export async function sessionAmr(db: Db, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await db.query<{ authentication_method: string; seconds: number }>(
    `select authentication_method, extract(epoch from created_at)::bigint as seconds
       from auth.mfa_amr_claims where session_id = $1 order by created_at desc`,
    [sessionId],
  );
  return rows.map((row) => ({ method: row.authentication_method, timestamp: Number(row.seconds) }));
}

/** A session is live while its row exists and it has not been ended (not_after). */
export async function sessionIsActive(db: Db, sessionId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'select 1 from auth.sessions where id = $1 and (not_after is null or not_after > now())',
    [sessionId],
  );
  return (rowCount ?? 0) > 0;
}

export type RotationResult =
  | { kind: 'rotated'; userId: string; sessionId: string; refreshToken: string }
  | { kind: 'not_found' }
  | { kind: 'session_expired' }
  | { kind: 'reused' };

/** Must run inside a transaction: it locks the presented token's row. Commit even on `reused`. */
export async function rotateRefreshToken(db: Db, presented: string, reuseSeconds: number): Promise<RotationResult> {
  const { rows } = await db.query<{
    token: string;
    user_id: string;
    session_id: string | null;
    revoked: boolean;
    reusable: boolean;
    session_live: boolean;
  }>(
    `select rt.token, rt.user_id, rt.session_id, rt.revoked,
            rt.updated_at > now() - make_interval(secs => $2) as reusable,
            (s.not_after is null or s.not_after > now()) as session_live
       from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
      where rt.token = $1
      for update of rt`,
    [digest(presented), reuseSeconds],
  );
  const token = rows[0];
  if (!token || !token.session_id) return { kind: 'not_found' };
  if (!token.session_live) return { kind: 'session_expired' };
  if (token.revoked && !token.reusable) {
    // Reuse outside the interval: someone else may hold this token. End the session and its family.
    await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [
      token.session_id,
    ]);
    await db.query('update auth.sessions set not_after = now(), updated_at = now() where id = $1', [token.session_id]);
    return { kind: 'reused' };
  }
  if (token.revoked) {
    // Inside the interval: the active child is replaced by a new one, so exactly one token stays live.
    await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [
      token.session_id,
    ]);
  } else {
    await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [token.token]);
  }
  await db.query('update auth.sessions set updated_at = now() where id = $1', [token.session_id]);
  const refreshToken = await insertRefreshToken(db, token.user_id, token.session_id, token.token);
  return { kind: 'rotated', userId: token.user_id, sessionId: token.session_id, refreshToken };
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function endSessions(db: Db, userId: string, scope: LogoutScope, currentSessionId?: string): Promise<void> {
  if (scope === 'local') {
    if (currentSessionId) await db.query('delete from auth.sessions where id = $1', [currentSessionId]);
    else await db.query('delete from auth.sessions where user_id = $1', [userId]); // a token without session_id
  } else if (scope === 'others') {
    await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [userId, currentSessionId ?? null]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  }
}
