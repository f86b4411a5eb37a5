/**
 * Password policy and storage. GoTrue stores bcrypt with cost 10 and the `$2a$` prefix
 * (Go's bcrypt); bcryptjs writes `$2b$`, which hashes identically below 72 bytes, so the prefix is set.
 */
import bcrypt from 'bcryptjs';
import { AuthError, validationFailed } from './auth-error.ts';

export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_BYTES = 72; // bcrypt ignores everything after 72 bytes; GoTrue refuses longer ones.

/** Throws 422 weak_password (AuthWeakPasswordError in supabase-js) or 400 for an over-long password. */
export function assertStrongPassword(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = bcrypt.genSaltSync(10).replace(/^\$2b\$/, '$2a$');
  return bcrypt.hash(password, salt);
}

// Compared against when the account does not exist, so a wrong e-mail costs as long as a wrong password.
const DUMMY_HASH = '$2a$10$dJTg3cuYVtzwJA9jajQtXuTAjj5UQcTxu.WqMUgK8kmwAOE4PBLDG';

export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false; // an unreadable stored hash is a failed sign-in, not a crash
  }
}
