import { routes } from '@/lib/routes';
import { DEFAULT_PREFERENCES, STORAGE_KEYS } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import { useUserStore } from '@/entities/user/store';
import { fail, ok, stubFetch } from '@/test/fetch-stub';
import { signIn, storeTokens, testUser } from '@/test/fixtures';
import { readLocalPreferences, savePreferences, usePreferencesStore } from './store';

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.userPreferences) ?? 'null');

describe('preferences: the legacy practice_settings key', () => {
  it('is migrated into preferences once and removed', () => {
    localStorage.setItem(
      STORAGE_KEYS.legacyPracticeSettings,
      JSON.stringify({ questionsPerSession: 15, timeLimit: 900, difficulty: [2, 3] }),
    );
    const preferences = readLocalPreferences();
    expect(preferences.practiceSettings).toEqual({
      questionsPerSession: 15,
      timeLimit: 900,
      difficulty: [2, 3],
    });
    expect(localStorage.getItem(STORAGE_KEYS.legacyPracticeSettings)).toBeNull();
    expect(stored().practiceSettings).toEqual(preferences.practiceSettings);
    expect(readLocalPreferences().practiceSettings.questionsPerSession).toBe(15);
  });

  it('keeps only the valid legacy values and accepts a single difficulty number', () => {
    localStorage.setItem(
      STORAGE_KEYS.legacyPracticeSettings,
      JSON.stringify({ questionsPerSession: 7, timeLimit: 'soon', difficulty: 4 }),
    );
    expect(readLocalPreferences().practiceSettings).toEqual({
      ...DEFAULT_PREFERENCES.practiceSettings,
      difficulty: [4],
    });
    expect(localStorage.getItem(STORAGE_KEYS.legacyPracticeSettings)).toBeNull();
  });

  it('drops an unreadable legacy value without touching other preferences', () => {
    localStorage.setItem(
      STORAGE_KEYS.userPreferences,
      JSON.stringify({ ...DEFAULT_PREFERENCES, theme: 'dark' }),
    );
    localStorage.setItem(STORAGE_KEYS.legacyPracticeSettings, '{broken');
    expect(readLocalPreferences()).toEqual({ ...DEFAULT_PREFERENCES, theme: 'dark' });
    expect(localStorage.getItem(STORAGE_KEYS.legacyPracticeSettings)).toBeNull();
  });
});

describe('preferences: saving', () => {
  it('saves locally under userPreferences while logged out, without calling the server', async () => {
    const { calls } = stubFetch(() => ok(routes.auth.updateProfile, testUser()));
    await savePreferences({ theme: 'dark', practiceSettings: { questionsPerSession: 20 } });
    expect(calls).toHaveLength(0);
    expect(stored()).toMatchObject({
      theme: 'dark',
      practiceSettings: { questionsPerSession: 20, timeLimit: 600 },
    });
    expect(usePreferencesStore.getState().local.theme).toBe('dark');
  });

  it('rejects an invalid change and saves nothing', async () => {
    await expect(
      savePreferences({ practiceSettings: { questionsPerSession: 7 } }),
    ).rejects.toThrow();
    expect(localStorage.getItem(STORAGE_KEYS.userPreferences)).toBeNull();
  });

  it('PUTs the change when logged in and keeps the server answer', async () => {
    storeTokens();
    const user = testUser();
    useUserStore.setState({ user, isAuthenticated: true });
    const saved = testUser({ preferences: { ...user.preferences, theme: 'dark' } });
    const { calls } = stubFetch(() => ok(routes.auth.updateProfile, saved));
    await savePreferences({ theme: 'dark' });
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/auth/profile',
      body: { preferences: { theme: 'dark' } },
      authorization: 'Bearer access-1',
    });
    expect(useUserStore.getState().user?.preferences.theme).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.userPreferences)).toBeNull();
  });

  it('rolls the change back when the server refuses it', async () => {
    signIn();
    stubFetch(() => fail(500, 'INTERNAL_ERROR', 'Internal server error'));
    await expect(savePreferences({ theme: 'dark' })).rejects.toMatchObject({
      code: 'INTERNAL_ERROR',
    });
    expect(useUserStore.getState().user?.preferences.theme).toBe('light');
  });
});
