export const chatKeys = {
  all: ['chat'] as const,
  history: () => [...chatKeys.all, 'history'] as const,
  session: (id: string) => [...chatKeys.all, 'session', id] as const,
  /** The pages before a session's newest page, as the panel scrolls back. */
  older: (id: string) => [...chatKeys.all, 'session', id, 'older'] as const,
};
