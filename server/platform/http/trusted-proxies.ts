import type { FastifyInstance } from "fastify";
import { clientAddressOf } from "../rate-limit/client-address";
import { badRequest } from "./http-error";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The client the request comes from, as every per-address limit counts it: its IPv4 address
     * however written, or its IPv6 /64 network (rate-limit/client-address.ts).
     */
    clientAddress: string;
  }
}

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

const NO_CLIENT_ADDRESS = "The address this request came from could not be read.";

/**
 * Gives every request its `clientAddress`. A request whose trusted X-Forwarded-For entry is not an
 * address at all is refused (400): a proxy writes the address it was called from there, so any
 * other text comes from a misconfigured proxy or from a client reaching the server around it, and
 * counting it as an address of its own would give each made-up value limits of its own.
 */
export function identifyClients(app: FastifyInstance) {
  app.decorateRequest("clientAddress", "");
  app.addHook("onRequest", async (request) => {
    const client = clientAddressOf(request.ip);
    if (!client) throw badRequest(NO_CLIENT_ADDRESS);
    request.clientAddress = client;
  });
}
