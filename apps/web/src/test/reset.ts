import { useAuthModalStore } from '@/features/auth/store';
import { useLanguageStore } from '@/features/language/store';
import { usePreferencesStore } from '@/features/settings/store';
import { hasAccessToken } from '@/lib/token-storage';
import { useUserStore } from '@/entities/user/store';

/** Module-level stores outlive a test; put them back to a fresh page load's state. */
export function resetClientState(): void {
  useUserStore.setState({
    user: null,
    practiceSessions: [],
    scoreEstimation: null,
    isAuthenticated: hasAccessToken(),
    loadStatus: 'idle',
  });
  useAuthModalStore.setState({ open: false, mode: 'login' });
  useLanguageStore.setState({ language: 'zh' });
  usePreferencesStore.getState().reload();
  document.documentElement.className = '';
}
