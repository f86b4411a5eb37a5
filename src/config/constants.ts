// The business constants and limits of spec §9, defined once. Names carry their unit.

// Auth and session
/** Delay between an auth change and the profile load: calling the client inside its own auth callback can deadlock. */
export const PROFILE_LOAD_DELAY_MS = 100;
export const SESSION_REFRESH_TICK_MS = 30_000;
export const SESSION_REFRESH_MARGIN_MS = 90_000;

// Data cache (React Query)
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const QUERY_MAX_RETRIES = 3;
export const QUERY_RETRY_BASE_DELAY_MS = 1_000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;

// Course generation
export const JOB_POLL_INTERVAL_MS = 2_000;

// Realtime
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_RECONNECT_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000] as const;
export const REALTIME_EVENTS_PER_SECOND = 10;

// Storage
export const STORAGE_LIST_DEFAULT_LIMIT = 100;
export const STORAGE_DEFAULT_CACHE_CONTROL_S = 3_600;

// One-time codes
export const OTP_LENGTH = 6;
export const OTP_RESEND_COOLDOWN_S = 60;
export const EMAIL_NOT_FOUND_REDIRECT_DELAY_MS = 2_000;

// Layout
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_EXPANDED_WIDTH_PX = 256;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 64;
export const SECTION_SCROLL_OFFSET_PX = 80;
export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const BACK_TO_TOP_AFTER_PX = 300;
export const RECENTLY_VIEWED_SECTIONS_LIMIT = 5;

// Menus, tooltips, toasts
export const NAV_MENU_OPEN_DELAY_MS = 200;
export const NAV_MENU_SKIP_DELAY_MS = 300;
export const CAPTURE_BLUR_COLLAPSE_MS = 200;
export const TOOLTIP_DELAY_MS = 700;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;

// Third-party loaders and media
export const SESSION_RECORDING_IDLE_WAIT_MS = 2_000;
export const VIDEO_CONTROLS_HIDE_MS = 3_000;
export const VIDEO_SKIP_STEP_S = 10;
export const VIDEO_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const VIDEO_VOLUME_STEP = 0.1;
export const VIDEO_SEEK_STEP_S = 0.1;

// Demo scheduler
export const SCHEDULER_DESKTOP_HEIGHT_PX = 630;
export const SCHEDULER_MOBILE_MAX_HEIGHT_PX = 500;
export const SCHEDULER_MOBILE_HEIGHT_OFFSET_PX = 160;
export const SCHEDULER_MIN_WIDTH_PX = 320;
export const SCHEDULER_INIT_DELAY_MS = 100;
export const SCHEDULER_MOBILE_REVEAL_DELAY_MS = 300;
export const DEMO_MEETING_MINUTES = 30;
export const FOLLOW_UP_WITHIN_HOURS = 24;

// Tickets and feedback
export const DEFAULT_TICKET_PRIORITY = 'medium';
export const FEEDBACK_DESCRIPTION_ROWS = 3;
export const FEEDBACK_BUG_DETAIL_ROWS = 2;

// Marketing
export const HIGHLIGHTS_MAX_ITEMS = 12;

// Browser storage keys. The theme key is also read by the inline script in index.html.
export const THEME_STORAGE_KEY = 'lxera-theme';
export const SIDEBAR_COLLAPSED_STORAGE_KEY = 'lxera-sidebar-collapsed';
export const EARLY_ACCESS_TOKEN_STORAGE_KEY = 'earlyAccessToken';
export const EARLY_ACCESS_EMAIL_STORAGE_KEY = 'earlyAccessEmail';
export const TRACKED_GENERATION_JOB_STORAGE_KEY = 'lxera-tracked-generation-job';
