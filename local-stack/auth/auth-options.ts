/**
 * Tunables of the auth service that GoTrue reads from its environment. Defaults follow GoTrue and the
 * Supabase CLI; each can be overridden by an environment variable or, in tests, by the options argument.
 */
export interface RateLimit {
  /** Requests allowed per IP in one window. */
  requests: number;
  windowSeconds: number;
}

export interface AuthOptions {
  /** How long an e-mailed code or link stays valid (CLI `otp_expiry`; hosted default one hour). */
  otpExpirySeconds: number;
  /** Minimum gap between two mails of one kind to one user (GoTrue SMTP_MAX_FREQUENCY). */
  emailFrequencySeconds: number;
  /** A rotated refresh token may be presented again within this window (CLI `refresh_token_reuse_interval`). */
  refreshTokenReuseSeconds: number;
  /** How long a PKCE auth code may wait for its exchange after the link was followed. */
  flowStateExpirySeconds: number;
  /**
   * Per-IP limits by endpoint group, like GoTrue's RATE_LIMIT_* but ten times its defaults so a whole
   * local test run from one address never trips them. `0` requests turns a group off.
   */
  rateLimits: { token: RateLimit; verify: RateLimit; otp: RateLimit };
  /** Extra allowed redirect targets besides SITE_URL's origin and loopback hosts: origins or `prefix*`. */
  redirectAllowList: string[];
}

const intEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && process.env[name] !== '' && process.env[name] !== undefined ? value : fallback;
};

const FIVE_MINUTES = 300;

export function loadAuthOptions(overrides: Partial<AuthOptions> = {}): AuthOptions {
  return {
    otpExpirySeconds: intEnv('AUTH_OTP_EXPIRY', 3600),
    emailFrequencySeconds: intEnv('AUTH_EMAIL_MAX_FREQUENCY', 60),
    refreshTokenReuseSeconds: intEnv('AUTH_REFRESH_TOKEN_REUSE_INTERVAL', 10),
    flowStateExpirySeconds: intEnv('AUTH_FLOW_STATE_EXPIRY', 300),
    rateLimits: {
      token: { requests: intEnv('AUTH_RATE_LIMIT_TOKEN', 1500), windowSeconds: FIVE_MINUTES },
      verify: { requests: intEnv('AUTH_RATE_LIMIT_VERIFY', 300), windowSeconds: FIVE_MINUTES },
      otp: { requests: intEnv('AUTH_RATE_LIMIT_OTP', 300), windowSeconds: FIVE_MINUTES },
    },
    redirectAllowList: (process.env.AUTH_REDIRECT_ALLOW_LIST ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    ...overrides,
  };
}
