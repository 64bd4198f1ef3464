import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { practiceStore } from './default-store';
import type { PracticeState, PracticeStore } from './store';

const PracticeStoreContext = createContext<PracticeStore | null>(null);

/** Lets tests (or a second practice area) supply their own store. */
export function PracticeStoreProvider({
  store,
  children,
}: {
  store: PracticeStore;
  children: ReactNode;
}) {
  return <PracticeStoreContext.Provider value={store}>{children}</PracticeStoreContext.Provider>;
}

export function usePracticeStoreApi(): PracticeStore {
  return useContext(PracticeStoreContext) ?? practiceStore();
}

export function usePractice<T>(selector: (state: PracticeState) => T): T {
  return useStore(usePracticeStoreApi(), selector);
}
