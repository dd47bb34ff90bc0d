/**
 * Fastify's `trustProxy` for `count` reverse proxies in front of the server (TRUST_PROXY). Each
 * proxy appends the address it was called from to X-Forwarded-For, so the client's address is
 * `count` hops back from the socket: the right-most entry behind one proxy. Entries further left
 * are whatever the client sent, so they are never read.
 *
 * Neither of Fastify's simpler settings does this: `true` trusts every hop, which lets a client
 * pick its own address (and so its own rate limits), and a bare number trusts none at all.
 */
export function trustNearestProxies(count: number): false | ((address: string, hop: number) => boolean) {
  if (count === 0) return false;
  return (_address, hop) => hop < count;
}
