import { describe, expect, it } from "vitest";
import { isPublicAddress, lenderUrlVerdict } from "~/domain/lending/lender-url";

describe("which addresses are public", () => {
  it("refuses loopback, private, link-local, shared and special IPv4 ranges", () => {
    for (const ip of [
      "127.0.0.1",
      "127.1.2.3",
      "0.0.0.0",
      "10.0.0.1",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "192.0.0.170",
      "198.18.0.1",
      "224.0.0.1",
      "255.255.255.255",
      "203.0.113.9",
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it("refuses IPv6 loopback, unspecified, unique-local, link-local, multicast, and IPv4 inside IPv6 that is not public", () => {
    for (const ip of [
      "::1",
      "::",
      "0:0:0:0:0:0:0:1",
      "fc00::1",
      "fd12:3456::1",
      "fe80::1%eth0",
      "fec0::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "0:0:0:0:0:ffff:a00:1",
      "::ffff:169.254.169.254",
      "::127.0.0.1",
      "64:ff9b::7f00:1",
      "2002:7f00:1::",
      "2001:db8::1",
      "2001::1",
      "[::1]",
      "not an address",
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it("takes public IPv4 and IPv6 hosts", () => {
    for (const ip of ["93.184.215.14", "8.8.8.8", "172.32.0.1", "2606:4700:4700::1111", "2a00:1450:4009:80b::200e", "::ffff:8.8.8.8", "2002:808:808::"]) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
  });
});

describe("a lender's API address", () => {
  const sandboxUrl = "http://127.0.0.1:3000/sandbox-lender";
  const problem = (url: string, policy = {}) => {
    const verdict = lenderUrlVerdict(url, policy);
    return verdict.ok ? null : verdict.problem;
  };

  it("is https to a host that is not written as one of our own addresses", () => {
    expect(problem("https://api.lender.example/v1")).toBeNull();
    expect(problem("http://api.lender.example/v1")).toBe("https");
    expect(problem("ftp://api.lender.example/")).toBe("invalid");
    expect(problem("not a url")).toBe("invalid");
    expect(problem("https://user:pw@api.lender.example/")).toBe("credentials");
  });

  it("refuses our own network however it is written (the URL parser's normal forms included)", () => {
    for (const url of [
      "https://127.0.0.1/",
      "https://2130706433/",
      "https://0x7f.1/",
      "https://017700000001/",
      "https://[::1]/",
      "https://[::ffff:127.0.0.1]/",
      "https://localhost/",
      "https://api.localhost/",
      "https://LOCALHOST./",
      "https://169.254.169.254/",
      "https://10.1.2.3:8443/",
    ]) {
      expect(problem(url), url).toBe("private");
    }
  });

  it("takes http and this machine only under the sandbox lender's address, or when local development allows it", () => {
    expect(lenderUrlVerdict(`${sandboxUrl}/kaveri-finserv`, { sandboxUrl })).toMatchObject({ ok: true, local: true });
    expect(problem(sandboxUrl, { sandboxUrl })).toBeNull();
    expect(problem("http://127.0.0.1:3000/sandbox-lender-not", { sandboxUrl })).toBe("private");
    expect(problem("http://127.0.0.1:3000/sandbox-lender/../admin", { sandboxUrl })).toBe("private");
    expect(problem("http://127.0.0.1:3000/sandbox-lender/%2e%2e/api", { sandboxUrl })).toBe("private");
    expect(problem("http://127.0.0.1:3001/sandbox-lender/x", { sandboxUrl })).toBe("private");
    expect(problem("http://127.0.0.1:9999/", { allowLocal: true })).toBeNull();
    expect(problem("https://user:pw@127.0.0.1/", { allowLocal: true })).toBe("credentials");
  });
});
