import { afterFirstPaint, whenIdle } from './idle';
import { queryClient } from './query-client';

describe('afterFirstPaint', () => {
  it('runs the task after the next frame (the page has painted), not before it', async () => {
    const task = vi.fn();
    afterFirstPaint(task);
    expect(task).not.toHaveBeenCalled();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });

  it('does not run a cancelled task', async () => {
    const task = vi.fn();
    afterFirstPaint(task)();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(task).not.toHaveBeenCalled();
  });

  it('does not wait for a frame in a hidden tab, which paints none', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const task = vi.fn();
    afterFirstPaint(task);
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
    expect(frame).not.toHaveBeenCalled();
  });
});

describe('whenIdle', () => {
  it('waits for the reads in flight to come back', async () => {
    let answer = (_: string) => {};
    const read = queryClient.fetchQuery({
      queryKey: ['idle-probe'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const task = vi.fn();
    const cancel = whenIdle(task);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(task).not.toHaveBeenCalled();
    answer('done');
    await read;
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
    cancel();
  });
});
