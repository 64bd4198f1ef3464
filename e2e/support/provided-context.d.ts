import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
