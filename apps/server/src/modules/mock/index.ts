/** The mock-test module's public surface: its routes. */
export { default as mockRoutes, type MockRoutesOptions } from './mock.routes';
