// React Query keys of public.platform_settings. The save mutation invalidates `platformSettingsKeys.all`.
export const platformSettingsKeys = {
  all: ['platform-settings'] as const,
  list: () => [...platformSettingsKeys.all, 'list'] as const,
};
