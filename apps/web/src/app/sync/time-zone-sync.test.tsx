import { waitFor } from '@testing-library/react';
import { DEFAULT_PREFERENCES } from '@toeic-ace/contract';
import { useUserStore } from '@/entities/user/store';
import { browserTimeZone } from '@/lib/time-zone';
import { signIn, storeTokens, testUser } from '@/test/fixtures';
import { routes } from '@/lib/routes';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { TimeZoneSync } from './time-zone-sync';

// A zone this browser is not in, whatever zone the test machine runs in.
const elsewhere = browserTimeZone() === 'Pacific/Auckland' ? 'Europe/Lisbon' : 'Pacific/Auckland';

describe('TimeZoneSync', () => {
  it("saves this browser's zone for a learner whose stored zone differs", async () => {
    storeTokens();
    const user = testUser({ preferences: { ...DEFAULT_PREFERENCES, timeZone: elsewhere } });
    useUserStore.setState({ user, isAuthenticated: true });
    const { calls } = stubFetch(({ body }) => {
      const patch = body as { preferences: { timeZone: string } };
      return ok(routes.auth.updateProfile, {
        ...user,
        preferences: { ...user.preferences, ...patch.preferences },
      });
    });

    renderWithProviders(<TimeZoneSync />);

    await waitFor(() =>
      expect(useUserStore.getState().user?.preferences.timeZone).toBe(browserTimeZone()),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/auth/profile',
      body: { preferences: { timeZone: browserTimeZone() } },
    });
  });

  it('sends nothing when the stored zone is already this browser’s', async () => {
    signIn();
    const { calls } = stubFetch(() => ok(routes.auth.updateProfile, testUser()));

    renderWithProviders(<TimeZoneSync />);
    // Past the idle moment the check waits for.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(calls).toHaveLength(0);
  });
});
