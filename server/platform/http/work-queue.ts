import { HttpError } from "./http-error";

/** Gives a slot back; calling it again does nothing. */
export type Release = () => void;

export type WorkQueue = {
  /**
   * A slot, once one is free. Throws a 503 in the contract's shape while the queue is full, or
   * while `client` (the address a request came from) holds its share of it, so a burst is
   * answered at once instead of piling up in memory.
   */
  acquire(client?: string): Promise<Release>;
  /** Runs `task` in a slot for `client`, given back when it settles. */
  run<T>(task: () => Promise<T>, client?: string): Promise<T>;
};

/**
 * Bounds how many costly tasks (a PDF, a spreadsheet) run at once and how many wait. A freed slot
 * passes to the next waiter only after a turn of the event loop, so the requests that arrived
 * meanwhile (a health check, a page) are served between two tasks rather than after all of them.
 */
export function createWorkQueue({
  concurrency,
  maxWaiting,
  maxPerClient = Infinity,
  busyMessage,
  maxShareOfTime = 1,
}: {
  concurrency: number;
  /** How many tasks may wait, from all clients together: what one client with many addresses could take. */
  maxWaiting: number;
  /**
   * How many tasks one client may have running and waiting at once: one address cannot take the
   * queue from everyone else, whose tasks still find room in it.
   */
  maxPerClient?: number;
  /** The 503's message: what is busy, and when to try again. */
  busyMessage: string;
  /**
   * For tasks that hold the one JavaScript thread (drawing a PDF): the share of the time they may
   * take. At 0.5, a slot is given back only after a pause as long as its task took, whether or not
   * another task is waiting yet. One turn of the event loop between tasks is not enough: with the
   * database over the network, the next task's request is ready after one round trip while the
   * others (a health check behind them in the pool's queue) need several, and each turn would
   * cost them a whole task.
   */
  maxShareOfTime?: number;
}): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  /** Each client's tasks running or waiting; a client with none has no entry. */
  const held = new Map<string, number>();

  function giveBack() {
    const next = waiting.shift();
    if (next) setImmediate(next);
    else running--;
  }

  async function acquire(client?: string): Promise<Release> {
    const holding = client === undefined ? 0 : (held.get(client) ?? 0);
    if (holding >= maxPerClient) throw new HttpError(503, busyMessage);
    if (running >= concurrency && waiting.length >= maxWaiting) throw new HttpError(503, busyMessage);
    if (client !== undefined) held.set(client, holding + 1);
    if (running < concurrency) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (client !== undefined) {
        const left = held.get(client)! - 1;
        if (left > 0) held.set(client, left);
        else held.delete(client);
      }
      giveBack();
    };
  }

  return {
    acquire,
    async run(task, client) {
      const release = await acquire(client);
      const started = performance.now();
      try {
        return await task();
      } finally {
        const pauseMs = (performance.now() - started) * (1 / maxShareOfTime - 1);
        if (pauseMs > 0) setTimeout(release, pauseMs);
        else release();
      }
    },
  };
}
