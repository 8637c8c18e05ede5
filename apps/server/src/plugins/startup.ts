import type { StartupLoading } from '@statehouse/shared/status/status.schemas';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** What a first start is still loading after it began answering (GET /api/status, /api/status/ready). */
    startup: StartupProgress;
  }
}

type Step = { step: string; stepPercent: number; percent: number };

/**
 * A first start answers once its database is migrated and the demo account exists, and loads the sample and the
 * indexes built from it afterwards (decision 080). This is where that load says how far it is, for the status calls,
 * the web app's banner and the readiness the browser journeys and tests wait for. In memory: one per process.
 */
export class StartupProgress {
  #loading: StartupLoading | null = null;
  #whenReady: Promise<void>;
  #markReady: () => void = () => {};

  constructor() {
    this.#whenReady = new Promise((resolve) => {
      this.#markReady = resolve;
    });
    this.#markReady();
  }

  /** Starts a load: not ready until finish() (or fail()). */
  begin(): void {
    this.#whenReady = new Promise((resolve) => {
      this.#markReady = resolve;
    });
    this.#loading = {
      task: 'sample',
      state: 'loading',
      step: 'starting',
      stepPercent: 0,
      percent: 0,
      startedAt: new Date().toISOString(),
      message: 'Loading the sample data: starting.',
    };
  }

  update({ step, stepPercent, percent }: Step): void {
    if (!this.#loading) return;
    this.#loading = {
      ...this.#loading,
      step,
      stepPercent,
      percent,
      message: `Loading the sample data: ${step} ${stepPercent}%.`,
    };
  }

  /** The load stopped short: what was loaded stays, the next start resumes; never ready in this process. */
  fail(reason: string): void {
    if (!this.#loading) return;
    this.#loading = {
      ...this.#loading,
      state: 'failed',
      message: `Loading the sample data stopped at ${this.#loading.step} (${reason}); restart the server to finish it.`,
    };
  }

  finish(): void {
    this.#loading = null;
    this.#markReady();
  }

  get ready(): boolean {
    return this.#loading === null;
  }

  get loading(): StartupLoading | null {
    return this.#loading;
  }

  /** Settles when nothing is left to load (at once when nothing was). */
  whenReady(): Promise<void> {
    return this.#whenReady;
  }
}

/** Makes the start's progress reachable as `app.startup` (ready, unless server.ts hands in a load under way). */
export function registerStartup(app: FastifyInstance, progress: StartupProgress = new StartupProgress()): void {
  app.decorate('startup', progress);
}
