import { afterEach, vi } from 'vitest';

// browserTimeZone asks once per page: each test loads a fresh copy of the module.
async function freshTimeZone() {
  vi.resetModules();
  return (await import('./time-zone')).browserTimeZone;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('browserTimeZone', () => {
  it('names the zone Temporal reports where the browser has Temporal', async () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Tokyo' } });
    const browserTimeZone = await freshTimeZone();
    expect(browserTimeZone()).toBe('Asia/Tokyo');
  });

  it("names Intl's zone without Temporal", async () => {
    vi.stubGlobal('Temporal', undefined);
    const browserTimeZone = await freshTimeZone();
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('falls back to UTC when Intl reports a zone it does not know', async () => {
    vi.stubGlobal('Temporal', undefined);
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValueOnce({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'Nowhere/Atlantis',
    });
    const browserTimeZone = await freshTimeZone();
    expect(browserTimeZone()).toBe('UTC');
  });
});
