import type { Plugin } from 'vite';

/** Builds with React Router's production build (react-router-production.mjs). */
export declare function reactRouterProduction(): Plugin;
