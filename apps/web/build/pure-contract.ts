import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
}
interface Declaration extends Node {
  declarations: { init: Node | null }[];
}
interface Statement extends Node {
  declaration?: Declaration | null;
  kind?: string;
  declarations?: { init: Node | null }[];
}

/** An initialiser that runs code (a call or `new`): what the bundler must assume has effects. */
const runsCode = (node: Node | null): node is Node =>
  node !== null && ['CallExpression', 'NewExpression', 'ChainExpression'].includes(node.type);

/**
 * The contract's modules build their schemas and tables at the top level (`z.object(…)`,
 * `TOEIC_PARTS.map(…)`). A bundler cannot know those calls do nothing else, so it keeps every
 * schema of every contract module a page touches, and zod with them, even for a page that
 * only reads a constant. The package declares its modules free of side effects
 * (`"sideEffects": false`); this says the same at the level of each top-level constant: its
 * initialiser is wrapped in an arrow called with a pure annotation, so an unused one is
 * dropped and a used one runs exactly as before.
 */
export function pureContract(): Plugin {
  return {
    name: 'toeic-ace-pure-contract',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\/packages\/contract\/src\/(?!.*\.test\.)[^?]*\.ts$/.test(id)) return undefined;
      const program = this.parse(code) as unknown as { body: Statement[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of (declaration as Declaration).declarations) {
          if (runsCode(init)) inits.push(init);
        }
      }
      if (inits.length === 0) return undefined;
      let out = code;
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => ${out.slice(init.start, init.end)})()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}
