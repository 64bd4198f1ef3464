/** One HTTP exchange the driver made (a retry is a further attempt). */
export interface Attempt {
  /** "POST /practice/sessions/:id/answers": the route, not the filled-in path. */
  route: string;
  /** 0: no HTTP answer (connection failed, timed out). */
  status: number;
  startedAt: number;
  endedAt: number;
  /** Sent as X-Bench-Request, so the nginx access log line can be found. */
  benchId: string;
}

/** A call that failed for the learner after the client's retries (or without any, if none apply). */
export interface VisibleFailure {
  route: string;
  status: number;
  code: string;
  /** Whether the client may repeat this call (and did, as often as it allows). */
  retryable: boolean;
  /** The last attempt's. */
  startedAt: number;
  benchId: string;
}

/** Everything one phase's learners did, for the table. */
export class Recorder {
  readonly attempts: Attempt[] = [];
  readonly failures: VisibleFailure[] = [];
  /** Calls that failed at first and succeeded on a retry, by route. */
  readonly recovered = new Map<string, number>();
  /** Answers that did not match the route's response schema. */
  contractMismatches = 0;
  /** Refreshes refused (as the web client does, the learner is signed out and signs in again). */
  forcedSignIns = 0;
  /** Every sign-in after the sign-up, forced or not. */
  signIns = 0;
  setsCompleted = 0;
}
