/**
 * Everything the bench starts or creates registers how to undo it here; `runCleanup` undoes it
 * in reverse order once, whether the run ends normally, fails, or is interrupted (Ctrl-C).
 */
type Step = { name: string; undo: () => Promise<void> | void };

const steps: Step[] = [];
/** Last resort when the process exits without the async cleanup (a second Ctrl-C). */
const onExit: (() => void)[] = [];
let running: Promise<void> | null = null;

export function onCleanup(name: string, undo: Step['undo'], atExit?: () => void): void {
  steps.push({ name, undo });
  if (atExit) onExit.push(atExit);
}

export function runCleanup(): Promise<void> {
  running ??= (async () => {
    for (const step of steps.reverse()) {
      try {
        await step.undo();
      } catch (err) {
        console.error(`cleanup: ${step.name} failed:`, err);
      }
    }
  })();
  return running;
}

export function installSignalHandlers(): void {
  let interrupted = false;
  const stop = (signal: NodeJS.Signals) => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error(`\n${signal}: cleaning up…`);
    void runCleanup().finally(() => process.exit(130));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('exit', () => {
    for (const kill of onExit) kill();
  });
}
