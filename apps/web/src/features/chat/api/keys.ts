export const chatKeys = {
  all: ['chat'] as const,
  history: () => [...chatKeys.all, 'history'] as const,
  session: (id: string) => [...chatKeys.all, 'session', id] as const,
};
