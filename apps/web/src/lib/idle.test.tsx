import { afterFirstPaint, startInTurn, whenIdle } from './idle';
import { queryClient } from './query-client';

describe('afterFirstPaint', () => {
  it('runs the task after the next frame (the page has painted), not before it', async () => {
    const task = vi.fn();
    afterFirstPaint(task);
    expect(task).not.toHaveBeenCalled();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });

  it('runs each waiting task in a task of its own once the paint is reported', async () => {
    // As Chromium does: every waiting task's observer hears the first paint in one task.
    const observers: (() => void)[] = [];
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    let painted = false;
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      painted && name === 'first-contentful-paint' ? [{} as PerformanceEntry] : [],
    );
    const first = vi.fn();
    const second = vi.fn();
    afterFirstPaint(first);
    afterFirstPaint(second);
    painted = true;
    for (const report of observers) report();
    // Not inside the report, where they would add up to one long task.
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
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

describe('startInTurn', () => {
  it('starts each in a task of its own, in order, and settles when all have', async () => {
    const order: string[] = [];
    const first = vi.fn(() => {
      order.push('first');
      queueMicrotask(() => order.push('end of the first one’s task'));
      return Promise.resolve();
    });
    const second = vi.fn(() => {
      order.push('second');
      return Promise.reject(new Error('offline'));
    });
    const settled = startInTurn([first, second]);
    expect(first).not.toHaveBeenCalled();
    const results = await settled;
    expect(order).toEqual(['first', 'end of the first one’s task', 'second']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
  });
});
