import { useAuthModalStore } from '@/features/auth/store';
import { useChatStore } from '@/features/chat/store';
import { useLanguageStore } from '@/features/language/store';
import { usePreferencesStore } from '@/features/settings/store';
import { hasAccessToken } from '@/lib/token-storage';
import { useTutorStore } from '@/entities/tutor/store';
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
  useTutorStore.setState({ context: null, asked: null, open: false, askCount: 0 });
  useChatStore.setState({ remembered: [], resumedId: null });
  useLanguageStore.setState({ language: 'zh' });
  usePreferencesStore.getState().reload();
  document.documentElement.className = '';
}
