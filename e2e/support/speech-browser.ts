import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './browser';

/** Kills the speech-dispatcher this browser spawned (found by its private socket path). */
function killSpeechDaemons(runtimeDir: string): void {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    if (!cmdline.includes(runtimeDir)) continue;
    try {
      process.kill(Number(entry), 'SIGKILL');
    } catch {
      // already exited
    }
  }
}

/**
 * Chromium with speech (--enable-speech-dispatcher, Debian's espeak-ng) and a speech-dispatcher of its own: Chromium spawns
 * the daemon under $XDG_RUNTIME_DIR, and a daemon left over by an earlier run (it can hang while
 * shutting down, holding the shared socket) would otherwise leave this browser without voices.
 * `close` ends the browser and that daemon.
 */
export async function launchSpeechBrowser(): Promise<{
  browser: Browser;
  close: () => Promise<void>;
}> {
  const runtimeDir = mkdtempSync(join(tmpdir(), 'toeic-e2e-speech-'));
  const browser = await chromium.launch({
    executablePath: FULL_CHROMIUM,
    args: CHROMIUM_ARGS,
    env: { ...process.env, XDG_RUNTIME_DIR: runtimeDir },
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      killSpeechDaemons(runtimeDir);
      rmSync(runtimeDir, { recursive: true, force: true });
    },
  };
}
