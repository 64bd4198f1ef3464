import { join } from 'node:path';
import { LearnerClient } from './client';
import { CpuSampler } from './cpu';
import { watchBackends } from './pg-backends';
import type { Instance } from './instances';
import { AnswerLedger, runLearner } from './learner';
import { Nginx } from './nginx';
import { freePort, sleep } from './ports';
import { Recorder } from './recorder';

export interface PhasePlan {
  label: string;
  instances: Instance[];
  learners: number;
  seconds: number;
  /** Seconds into the phase at which the last instance is SIGKILLed; null: never. */
  killAt: number | null;
  restartAfter: number | null;
  workDir: string;
  /** Distinguishes this phase's accounts and source addresses from the other's. */
  phaseIndex: number;
  databaseUrl: string;
}

export interface PhaseResult {
  plan: PhasePlan;
  recorder: Recorder;
  ledger: AnswerLedger;
  startedAt: number;
  endedAt: number;
  killedAt: number | null;
  restartedAt: number | null;
  /** The killed instance's address (what nginx's log calls it). */
  killedAddress: string | null;
  /** CPU seconds each process (or group) used during the phase. */
  cpuSeconds: Map<string, number>;
  /** Share of the machine's CPU time busy during the phase, whoever used it. */
  machineBusy: number;
  /** Requests nginx passed to each instance (a retried request counts for each it tried). */
  perUpstream: Map<string, number>;
  /** Requests nginx passed on to another instance after the first one failed. */
  movedOn: number;
  /** The instances nginx tried for each X-Bench-Request id, in order. */
  upstreamsOf: Map<string, string[]>;
}

/** One fixed-length run of every learner through a fresh nginx in front of `instances`. */
export async function runPhase(plan: PhasePlan): Promise<PhaseResult> {
  const port = await freePort();
  const upstreams = plan.instances.map((i) => i.address);
  const nginx = await Nginx.start(join(plan.workDir, `nginx-${plan.phaseIndex}`), port, upstreams);
  const backends = await watchBackends(plan.databaseUrl);
  const cpu = new CpuSampler(() => ({
    'load driver': [process.pid],
    nginx: nginx.pids,
    'PostgreSQL (this database)': backends.pids(),
    ...Object.fromEntries(plan.instances.map((i) => [i.name, i.pid === undefined ? [] : [i.pid]])),
  }));
  const recorder = new Recorder();
  const ledger = new AnswerLedger();
  const startedAt = Date.now();
  const deadline = startedAt + plan.seconds * 1000;
  const run = process.pid % 200;
  const clients = Array.from({ length: plan.learners }, (_, i) => {
    // 127.0.0.0/8 is all loopback: each learner gets an address of its own.
    const source = `127.${10 + plan.phaseIndex}.${run}.${i + 1}`;
    return new LearnerClient(port, source, recorder, `p${plan.phaseIndex}l${i + 1}`);
  });
  const learners = clients.map((client, i) =>
    runLearner({
      client,
      email: `bench-${process.pid}-${plan.phaseIndex}-${i + 1}@example.com`,
      deadline,
      ledger,
      recorder,
      lastSetAt: 0,
    }),
  );
  const victim = plan.instances.at(-1)!;
  const chaos = plan.killAt === null ? null : killAndRestart(victim, plan, startedAt);
  await Promise.all(learners);
  const endedAt = Date.now();
  const times = chaos ? await chaos : { killedAt: null, restartedAt: null };
  const { byGroup: cpuSeconds, machineBusy } = cpu.stop();
  await backends.stop();
  clients.forEach((client) => client.close());
  await nginx.stop();
  const log = nginx.accessLog();
  const perUpstream = new Map<string, number>();
  for (const line of log) {
    for (const address of line.upstreams) {
      perUpstream.set(address, (perUpstream.get(address) ?? 0) + 1);
    }
  }
  return {
    plan,
    recorder,
    ledger,
    startedAt,
    endedAt,
    ...times,
    cpuSeconds,
    machineBusy,
    killedAddress: chaos ? victim.address : null,
    perUpstream,
    movedOn: log.filter((line) => line.upstreams.length > 1).length,
    upstreamsOf: new Map(log.map((line) => [line.benchId, line.upstreams])),
  };
}

async function killAndRestart(victim: Instance, plan: PhasePlan, startedAt: number) {
  await sleep(startedAt + plan.killAt! * 1000 - Date.now());
  victim.kill();
  const killedAt = Date.now();
  console.log(`  ${plan.label}: SIGKILL ${victim.name} (${victim.address}) at ${plan.killAt} s`);
  if (plan.restartAfter === null) return { killedAt, restartedAt: null };
  await sleep(plan.restartAfter * 1000);
  await victim.start();
  const restartedAt = Date.now();
  const after = ((restartedAt - startedAt) / 1000).toFixed(1);
  console.log(`  ${plan.label}: ${victim.name} answers again at ${after} s`);
  return { killedAt, restartedAt };
}
