import { describe, expect, it } from "vitest";
import { clientAddressOf } from "./client-address";

describe("the client an address stands for", () => {
  it("is an IPv4 address however IPv6 spells it", () => {
    const spellings = ["192.0.2.7", "::ffff:192.0.2.7", "::FFFF:192.0.2.7", "0:0:0:0:0:ffff:192.0.2.7", "::ffff:c000:207", "0000:0000:0000:0000:0000:FFFF:C000:0207"];
    expect(new Set(spellings.map(clientAddressOf))).toEqual(new Set(["192.0.2.7"]));
  });

  it("is an IPv6 address's /64 network, however the address is written", () => {
    const household = ["2001:db8:1:2::1", "2001:DB8:1:2:abcd:ef01:2345:6789", "2001:0db8:0001:0002:0:0:0:9", "2001:db8:1:2::192.0.2.7", "2001:db8:1:2::1%eth0"];
    expect(new Set(household.map(clientAddressOf))).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(clientAddressOf("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientAddressOf("2001:db8::1")).toBe("2001:db8::/64");
    expect(clientAddressOf("fe80::1")).toBe("fe80::/64");
    expect(clientAddressOf("::1")).toBe("::/64");
    // The other ways of writing an IPv4 address in IPv6 fall in one network, not one key each.
    expect(new Set(["::192.0.2.7", "::ffff:0:192.0.2.7", "::c000:207"].map(clientAddressOf))).toEqual(new Set(["::/64"]));
  });

  it("is nothing for text that is not an address", () => {
    for (const text of ["", "unknown", "192.0.2.7 ", " 192.0.2.7", "192.000.2.7", "192.0.2", "192.0.2.7:80", "[::1]", "2001:db8::g", "::ffff:192.0.2.256", "_gateway"]) {
      expect(clientAddressOf(text), JSON.stringify(text)).toBeUndefined();
    }
  });
});
