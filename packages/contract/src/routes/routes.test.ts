import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fillPath } from './define';
import { allRoutes } from './index';

const placeholders = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

describe('the route table', () => {
  it('declares a params schema naming exactly the :params of each path', () => {
    for (const route of allRoutes) {
      const declared = route.params instanceof z.ZodObject ? Object.keys(route.params.shape) : [];
      expect({ route: `${route.method} ${route.path}`, params: declared.sort() }).toEqual({
        route: `${route.method} ${route.path}`,
        params: placeholders(route.path).sort(),
      });
    }
  });

  it('marks as idempotent only PUT and DELETE entries (GET is so by definition, POST never)', () => {
    const marked = allRoutes.filter((r) => r.idempotent).map((r) => r.method);
    expect(marked.every((m) => m === 'PUT' || m === 'DELETE')).toBe(true);
  });

  it('sends a body only with methods that carry one', () => {
    const withBody = allRoutes.filter((r) => r.body).map((r) => r.method);
    expect(withBody.every((m) => m !== 'GET' && m !== 'DELETE')).toBe(true);
  });
});

describe('fillPath', () => {
  it('fills each :param with its URI-encoded value', () => {
    expect(fillPath('/practice/sessions/:id/answers', { id: 'a/b c' })).toBe(
      '/practice/sessions/a%2Fb%20c/answers',
    );
  });

  it('refuses a path whose param is missing', () => {
    expect(() => fillPath('/practice/sessions/:id', {})).toThrow('missing path param id');
  });
});
