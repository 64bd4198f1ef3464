import { useLayoutEffect } from 'react';
import { useCurrentPreferences } from '@/features/settings/store';
import { applyTheme } from '@/lib/theme';

/** Keeps the `dark` class on <html> in step with the preferences in force. */
export function ThemeSync() {
  const { theme } = useCurrentPreferences();
  useLayoutEffect(() => applyTheme(theme), [theme]);
  return null;
}
