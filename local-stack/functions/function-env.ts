/** FunctionEnv of the local stack: what a hosted project would hold as secrets, taken from the stack's config. */
import type { FunctionEnv } from '../../supabase/functions/_shared/env.ts';
import type { StackConfig } from '../config.ts';

export function functionEnvFromConfig(config: StackConfig): FunctionEnv {
  return {
    // Loopback, not apiExternalUrl: the handlers call back into this very process.
    SUPABASE_URL: `http://127.0.0.1:${config.apiPort}`,
    SUPABASE_SERVICE_ROLE_KEY: config.serviceRoleKey,
    SITE_URL: config.siteUrl,
    CODE_PEPPER: config.codePepper,
    MAIL_TRANSPORT: 'local-inbox',
    LOCAL_INBOX_URL: `http://127.0.0.1:${config.mailPort}`,
    MAIL_FROM: `${config.mailSenderName} <${config.mailSenderAddress}>`,
  };
}
