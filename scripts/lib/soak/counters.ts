// What the soak counts while the learners run, and the answers they were told were saved.

export interface Acknowledged {
  sessionId: string;
  questionId: string;
  answer: number;
}

export class SoakCounters {
  requests = 0;
  retries = 0;
  networkErrors = 0;
  /** 503 SERVICE_UNAVAILABLE: the database was away (expected during its restart only). */
  unavailable = 0;
  /** Every other 5xx: each one is a failure of the soak. */
  otherServerErrors = 0;
  byStatus = new Map<number, number>();
  /** When each 503 came back (ms since the epoch), to place them against the restart. */
  unavailableAt: number[] = [];
  /** Answers the server acknowledged with a 2xx: each must be in the database at the end. */
  acknowledged: Acknowledged[] = [];
  sessionsCompleted = 0;
  wordsReviewed = 0;
  /** Learners that could not register (a learner gives up after a few tries). */
  learnersLost = 0;

  record(status: number, code?: string) {
    this.requests += 1;
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    if (status === 0) this.networkErrors += 1;
    else if (status === 503 && code === 'SERVICE_UNAVAILABLE') {
      this.unavailable += 1;
      this.unavailableAt.push(Date.now());
    } else if (status >= 500) this.otherServerErrors += 1;
  }

  statuses(): string {
    return [...this.byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status || 'network'}: ${n}`)
      .join(', ');
  }
}
