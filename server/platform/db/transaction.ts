import { AsyncLocalStorage } from "node:async_hooks";
import type { Database } from "./database-type";

/** Runs `work` in one database transaction: everything it writes is kept together, or nothing is. */
export type Transact = <Result>(work: () => Promise<Result>) => Promise<Result>;

/**
 * Gives a database a transaction context. `transact(work)` opens a transaction and, while `work`
 * runs, the returned `db` — the one every repository holds — sends its queries into it. So a
 * route can wrap a service operation and the audit entry that records it in one transaction,
 * and neither the services nor the repositories need to know (see performWrite in server/platform/http/crud-routes.ts).
 *
 * A `transact` inside another one joins it: the outer transaction decides.
 */
export function withTransactions(root: Database): { db: Database; transact: Transact } {
  // One context per database, so two apps in one process (the tests) never share a transaction.
  const active = new AsyncLocalStorage<Database>();

  const db = new Proxy(root, {
    get(_target, property) {
      const current = active.getStore() ?? root;
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === "function" ? value.bind(current) : value;
    },
  });

  const transact: Transact = (work) => {
    if (active.getStore()) return work();
    return root.transaction((transaction) => active.run(transaction as unknown as Database, work));
  };

  return { db, transact };
}
