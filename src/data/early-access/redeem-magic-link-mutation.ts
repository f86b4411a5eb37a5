import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { loadSupabase } from '@/lib/load-supabase';

export interface RedeemedMagicLink {
  token: string;
  email: string;
  expires_at: string;
}

/** Trades the single-use magic-link token for an early-access session token. */
export async function redeemMagicLink(linkToken: string): Promise<RedeemedMagicLink> {
  const supabase = await loadSupabase();
  return unwrap(await supabase.rpc('redeem_magic_link', { p_token: linkToken })) as unknown as RedeemedMagicLink;
}

export function useRedeemMagicLinkMutation() {
  return useMutation({ mutationFn: redeemMagicLink });
}
