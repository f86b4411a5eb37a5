// The waiting-room summary the token RPCs return (private.early_access_summary in the migrations).
export interface EarlyAccessSummary {
  email: string;
  full_name: string | null;
  company: string | null;
  company_size: string | null;
  job_role: string | null;
  use_case: string | null;
  status: string;
  queue_position: number | null;
  referral_code: string | null;
  referrals_count: number;
  email_verified: boolean;
  profile_completed: boolean;
}

/** Company sizes the backend accepts (complete_early_access_profile and submit-ticket). */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
