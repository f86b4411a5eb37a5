/** Texts and targets the early-access screens key on (spec §8). */
export const NOT_ON_LIST_ERROR = 'Email not found. Please sign up for early access first.';
export const NOT_ON_LIST_REDIRECT = '/early-access';
export const INVALID_CODE_ERROR = 'Invalid or expired code';
export const SEND_CODE_FAILED_ERROR = 'Failed to send verification code';
