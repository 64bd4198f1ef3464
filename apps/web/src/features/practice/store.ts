import { createStore, type StoreApi } from 'zustand/vanilla';
import { createSessionActions } from './store-session';
import { createStartAction } from './store-start';
import type { PracticeDeps, Runtime } from './store-deps';
import { SETUP_STATE, type PracticeState } from './store-state';

export type { PracticeDeps } from './store-deps';
export type { PracticeState } from './store-state';

export type PracticeStore = StoreApi<PracticeState>;

/**
 * The practice flow as a store: setup → generating → session → completed, with
 * reset back to setup. Everything outside the browser tab (API, local database, clock, toasts,
 * events) comes in through `deps`, so the machine is tested with fakes of those edges only.
 */
export function createPracticeStore(deps: PracticeDeps): PracticeStore {
  const runtime: Runtime = {
    controller: null,
    advanceTimer: undefined,
    saveTimer: undefined,
    mark: 0,
  };
  return createStore<PracticeState>()((set, get) => {
    const session = createSessionActions(set, get, deps, runtime);
    const { start, startOffline, startMistakes, startAdaptive } = createStartAction(
      set,
      get,
      deps,
      runtime,
      session,
    );
    return {
      ...SETUP_STATE,
      start,
      startOffline,
      startMistakes,
      startAdaptive,
      ...session.actions,
    };
  });
}
