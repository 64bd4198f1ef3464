/**
 * What only this browser needs to remember about a running test, kept in localStorage (the test
 * itself, its clock and its answers live on the server): the flags, the listening step that was
 * playing, and whether the listening audio has finished.
 */
const key = (id: string, what: 'flags' | 'step' | 'listened') => `toeic-ace-mock:${id}:${what}`;

const read = (k: string): string | null => {
  try {
    return window.localStorage.getItem(k);
  } catch {
    return null;
  }
};
const write = (k: string, value: string) => {
  try {
    window.localStorage.setItem(k, value);
  } catch {
    // Storage full or blocked: the test still runs, only a reload would forget this.
  }
};

export const loadFlags = (id: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(read(key(id, 'flags')) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};
export const saveFlags = (id: string, flags: readonly string[]) =>
  write(key(id, 'flags'), JSON.stringify(flags));

/** The listening step last started; -1 before the first. */
export const loadStep = (id: string): number => {
  const n = Number(read(key(id, 'step')) ?? '-1');
  return Number.isInteger(n) ? n : -1;
};
export const saveStep = (id: string, step: number) => write(key(id, 'step'), String(step));

export const loadListened = (id: string) => read(key(id, 'listened')) === '1';
export const saveListened = (id: string) => write(key(id, 'listened'), '1');
