// Import cycles (`npm run lint:cycles`, part of `npm run lint`): none, between files of the web
// app, the server or the contract — runtime or type-only. A cycle means two files each need the
// other to be understood; the fix is the one docs/architecture.md gives between modules: the
// lower file owns the shared piece (or an interface) and the higher one imports it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle: move the shared piece into the lower file, or a file of its own.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|build/stack-floor)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.cycles.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
  },
};
