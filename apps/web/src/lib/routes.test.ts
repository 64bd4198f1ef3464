import { routes as contractRoutes } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/**
 * The client's route table (build/route-table.ts): what a call needs to be made, area by area,
 * without the contract's schemas (those would bring zod into every page's first load).
 */
describe('the client route table', () => {
  it('has every area and call of the contract', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(contractRoutes).sort());
    for (const [area, calls] of Object.entries(contractRoutes)) {
      expect(Object.keys(routes[area as keyof typeof routes]).sort(), area).toEqual(
        Object.keys(calls).sort(),
      );
    }
  });

  it('keeps of a call its method, path, auth and answers, and none of its schemas', () => {
    expect(routes.vocabulary.addWord).toEqual({
      method: 'POST',
      path: '/vocabulary/words',
      auth: 'required',
      status: 201,
    });
    expect(routes.vocabulary.updateWord).toMatchObject({ idempotent: true });
    for (const calls of Object.values(routes)) {
      for (const call of Object.values(calls)) {
        for (const schema of ['params', 'query', 'body', 'response', 'events', 'errors']) {
          expect(call).not.toHaveProperty(schema);
        }
      }
    }
  });
});
