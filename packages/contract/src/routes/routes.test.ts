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

  it('marks GET never (it is so by definition), and a POST only when its description says a repeat returns the same', () => {
    const marked = allRoutes.filter((r) => r.idempotent);
    expect(marked.some((r) => r.method === 'GET')).toBe(false);
    const posts = marked.filter((r) => r.method === 'POST');
    // Completing a session is the one POST the client may repeat: the server answers a completed
    // session unchanged. Any other POST marked idempotent must document the same guarantee.
    expect(posts.map((r) => r.path)).toEqual(['/practice/sessions/:id/complete']);
    for (const r of posts) expect(r.description).toMatch(/unchanged/);
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
