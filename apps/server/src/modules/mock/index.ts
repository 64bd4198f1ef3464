/** The mock-test module's public surface: its routes, and form drawing for the bank audit. */
export { default as mockRoutes, type MockRoutesOptions } from './mock.routes';
export { drawSuccessiveForms, seededRandom, type FormItem } from './form-assembly';
