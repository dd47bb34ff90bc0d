import { isIP, SocketAddress } from "node:net";

/** How IPv6 writes an IPv4 address (`::ffff:192.0.2.7`), once written as inet_ntop writes it. */
const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/;

/** The first four of an IPv6 address's eight groups: its /64 network. */
function networkGroups(canonical: string): string[] {
  const [head = "", tail] = canonical.split("::");
  const groups = head ? head.split(":") : [];
  if (tail === undefined || groups.length >= 4) return groups.slice(0, 4);
  // "::" stands for as many zero groups as the address lacks; what follows it (an IPv4 tail counting
  // as two) lies in the last 64 bits whenever the first four groups are not all written out.
  const written = tail ? tail.split(":").reduce((count, group) => count + (group.includes(".") ? 2 : 1), 0) : 0;
  const zeros = 8 - groups.length - written;
  return [...groups, ...Array<string>(zeros).fill("0"), ...tail.split(":")].slice(0, 4);
}

/**
 * The client an address stands for, as every per-address limit counts it, or undefined when the
 * text is not an IP address. One IPv4 address has several IPv6 spellings (`::ffff:192.0.2.7`,
 * `::FFFF:c000:207`, `0:0:0:0:0:ffff:192.0.2.7`): they are that IPv4 address. An IPv6 address is
 * its /64 network, which one household or phone is given whole and picks addresses from at will.
 * node:net checks and writes the address (inet_ntop's one spelling); only the /64 is cut here.
 */
export function clientAddressOf(address: string): string | undefined {
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return undefined;
  const canonical = new SocketAddress({ address, family: "ipv6" }).address;
  const mapped = IPV4_MAPPED.exec(canonical);
  if (mapped) return mapped[1];
  const network = networkGroups(canonical);
  return `${new SocketAddress({ address: `${network.join(":")}::`, family: "ipv6" }).address}/64`;
}
