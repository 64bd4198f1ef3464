import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { optionalLazy } from './optional-lazy';

const Dock = ({ label }: { label: string }) => <p>{label}</p>;

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('optionalLazy', () => {
  it('renders the part once its chunk arrives', async () => {
    const Part = optionalLazy(async () => ({ default: Dock }));
    render(<Part label="tutor" />);
    expect(await screen.findByText('tutor')).toBeInTheDocument();
  });

  it('shows nothing, without breaking the page, while the chunk cannot be fetched; loads it back online', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let reachable = false;
    const load = vi.fn(async () => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Dock };
    });
    const Part = optionalLazy(load);
    setOnline(false);
    render(
      <main>
        <h1>practice</h1>
        <Part label="tutor" />
      </main>,
    );
    await act(async () => {});
    expect(screen.getByText('practice')).toBeInTheDocument();
    expect(screen.queryByText('tutor')).toBeNull();

    reachable = true;
    await act(async () => setOnline(true));
    expect(await screen.findByText('tutor')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
