import { routes } from '@/lib/routes';
import { useUserStore } from '@/entities/user/store';
import { signIn, testUser } from '@/test/fixtures';
import { ok, stubFetch } from '@/test/fetch-stub';
import { loadCurrentUser } from './load-user';

describe('loadCurrentUser', () => {
  it("keeps a returning learner's stored profile when the server answers the same", async () => {
    signIn(testUser());
    const stored = useUserStore.getState().user;
    stubFetch(() => ok(routes.auth.getProfile, testUser()));

    await loadCurrentUser();

    expect(useUserStore.getState().user).toBe(stored);
    expect(useUserStore.getState().loadStatus).toBe('done');
  });

  it('takes the server’s profile when it changed since the last visit', async () => {
    signIn(testUser({ username: 'Mei' }));
    stubFetch(() => ok(routes.auth.getProfile, testUser({ username: 'Mei Lin' })));

    await loadCurrentUser();

    expect(useUserStore.getState().user?.username).toBe('Mei Lin');
    expect(useUserStore.getState().isAuthenticated).toBe(true);
  });
});
