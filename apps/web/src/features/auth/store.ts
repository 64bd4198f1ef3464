import { create } from 'zustand';

export type AuthMode = 'login' | 'register';

interface AuthModalState {
  open: boolean;
  mode: AuthMode;
  openModal: (mode: AuthMode) => void;
  setMode: (mode: AuthMode) => void;
  close: () => void;
}

/** The header's sign-in modal; anything in the app may open it in either mode. */
export const useAuthModalStore = create<AuthModalState>()((set) => ({
  open: false,
  mode: 'login',
  openModal: (mode) => set({ open: true, mode }),
  setMode: (mode) => set({ mode }),
  close: () => set({ open: false }),
}));
