import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newMobile } from "../../support/app-client";
import { startBuiltServer, type BuiltServer } from "../../support/built-app";

/**
 * SIGTERM on the built server, on PostgreSQL (docs/decisions/039-operations.md):
 * no new connection is taken, what is in flight gets its whole answer, idle
 * connections close, the job in hand finishes (or goes back to the queue when
 * the grace is over), and the process exits 0.
 */

/** A raw connection to the server, keeping all it receives until it closes. */
async function open(base: string): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  const { port } = new URL(base);
  const socket = await new Promise<Socket>((resolve, reject) => {
    const s = connect(Number(port), "127.0.0.1", () => resolve(s));
    s.once("error", reject);
  });
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (d: string) => (received += d));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return { socket, received: () => received, closed };
}

/** Whether a new TCP connection is taken: the error code when refused. */
const connectionRefused = (base: string) =>
  open(base).then(
    ({ socket }) => {
      socket.destroy();
      return "accepted";
    },
    (error: NodeJS.ErrnoException) => error.code ?? "error",
  );

/** An HTTP/1.1 answer as received: its status, headers, and whether its body came whole. */
function parsed(raw: string) {
  const [head, ...rest] = raw.split("\r\n\r\n");
  const body = rest.join("\r\n\r\n");
  const [statusLine, ...headerLines] = head.split("\r\n");
  const headers = Object.fromEntries(headerLines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
  const whole = headers["transfer-encoding"] === "chunked" ? body.endsWith("0\r\n\r\n") : Buffer.byteLength(body) === Number(headers["content-length"] ?? 0);
  return { status: Number(statusLine.split(" ")[1]), headers, body, whole };
}

const loginPost = (base: string, body: string) =>
  `POST /?index HTTP/1.1\r\nHost: ${new URL(base).host}\r\nOrigin: ${base}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;

const loginBody = (mobile: string) => new URLSearchParams({ contact: mobile, name__confirm: "" }).toString();

/** Resolves once the server's output has a line for which `test` holds. */
async function logged(server: BuiltServer, test: (line: string) => boolean): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (server.log().split("\n").some(test)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not in the log:\n${server.log()}`);
}
const shuttingDown = (line: string) => line.includes('"msg":"SIGTERM: shutting down');

const exited = (server: BuiltServer) =>
  new Promise<number | null>((resolve) => {
    if (server.child.exitCode !== null) resolve(server.child.exitCode);
    else server.child.once("exit", (code) => resolve(code));
  });

/** A stand-in SMS gateway whose answers wait until the test lets them go; after that it answers at once. */
async function heldGateway() {
  const received: string[] = [];
  const held: ServerResponse[] = [];
  let holding = true;
  const server = createServer((req: IncomingMessage, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      received.push(body);
      if (holding) held.push(res);
      else res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`,
    /** The messages it was sent to a destination (another test's left in the queue may come too). */
    sentTo: (to: string) => received.filter((body) => (JSON.parse(body) as { to: string }).to === to),
    /** Resolves once a message to `to` is in hand. */
    async arrival(to: string) {
      while (!this.sentTo(to).length) await new Promise((r) => setTimeout(r, 50));
    },
    release: () => {
      holding = false;
      for (const res of held.splice(0)) if (!res.destroyed) res.writeHead(200).end("ok");
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.skipIf(!process.env.DATABASE_URL)("a SIGTERM while requests are in flight", () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses new connections, closes idle ones, answers /readyz 503, finishes a POST still being sent, and exits 0", async () => {
    const body = loginBody(newMobile());
    // A POST whose body is only half sent when the signal comes.
    const post = await open(server.base);
    post.socket.write(loginPost(server.base, body) + body.slice(0, 10));
    // A keep-alive connection, idle after its answer.
    const idle = await open(server.base);
    idle.socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    while (!idle.received().endsWith("ok")) await new Promise((r) => setTimeout(r, 20));
    // A load balancer's probe, its headers not yet all sent.
    const probe = await open(server.base);
    probe.socket.write("GET /readyz HTTP/1.1\r\nHost: localhost\r\n");
    await new Promise((r) => setTimeout(r, 200));

    server.child.kill("SIGTERM");
    await logged(server, shuttingDown);

    expect(await connectionRefused(server.base)).toBe("ECONNREFUSED");
    await idle.closed;

    probe.socket.write("\r\n");
    await probe.closed;
    const readiness = parsed(probe.received());
    expect(readiness.status).toBe(503);
    expect(readiness.headers.connection).toBe("close");
    expect(readiness.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(readiness.body)).toEqual({ status: "stopping", checks: { database: "not checked", jobQueue: "not checked" } });

    post.socket.write(body.slice(10));
    await post.closed;
    const answer = parsed(post.received());
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/verification");
    expect(post.received()).toMatch(/\r\nSet-Cookie: prospectAppId=[0-9a-f-]{36};/);
    expect(answer.whole).toBe(true);

    expect(await exited(server)).toBe(0);
    expect(server.log()).toContain('"msg":"stopped"');
  }, 60_000);
});

describe.skipIf(!process.env.DATABASE_URL)("the job queue on SIGTERM", () => {
  const sql = postgres(process.env.DATABASE_URL ?? "postgres://unused", { max: 1, onnotice: () => {} });
  afterAll(async () => {
    await sql.end();
  });

  /** The outbox row of a destination and its delivery job's state. */
  const delivery = async (mobile: string) => {
    const [row] = await sql<{ id: number; status: string }[]>`select id, status from outbox where destination = ${mobile}`;
    const jobs = await sql<{ state: string }[]>`select state from pgboss.job where name = 'message-delivery' and data->>'outboxId' = ${String(row.id)}`;
    return { status: row.status, jobs: jobs.map((j) => j.state) };
  };

  it("lets the job in hand finish before the process exits: the message is sent once, its job completed", async () => {
    const gateway = await heldGateway();
    const server = await startBuiltServer({ MESSAGE_WEBHOOK_URL: gateway.url });
    try {
      const mobile = newMobile();
      const res = await fetch(`${server.base}/?index`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
        body: loginBody(mobile),
      });
      expect(res.status).toBe(302);
      await gateway.arrival(mobile);
      server.child.kill("SIGTERM");
      await logged(server, shuttingDown);
      // Longer than the second a job is given at the least: the process waits for the job, not for a clock.
      await new Promise((r) => setTimeout(r, 2500));
      expect(server.child.exitCode).toBeNull();
      gateway.release();
      expect(await exited(server)).toBe(0);
      expect(gateway.sentTo(mobile)).toHaveLength(1);
      expect(await delivery(mobile)).toEqual({ status: "sent", jobs: ["completed"] });
    } finally {
      await server.stop();
      await gateway.close();
    }
  }, 120_000);

  it("past SHUTDOWN_GRACE_MS cuts the request left, hands the job back to the queue, exits 0; the next start delivers it", async () => {
    const gateway = await heldGateway();
    const server = await startBuiltServer({ MESSAGE_WEBHOOK_URL: gateway.url, SHUTDOWN_GRACE_MS: "1000" });
    let restarted: BuiltServer | undefined;
    try {
      const mobile = newMobile();
      const res = await fetch(`${server.base}/?index`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: server.base, "content-type": "application/x-www-form-urlencoded" },
        body: loginBody(mobile),
      });
      expect(res.status).toBe(302);
      await gateway.arrival(mobile);
      // A client that never finishes its body.
      const stuck = await open(server.base);
      const body = loginBody(newMobile());
      stuck.socket.write(loginPost(server.base, body) + body.slice(0, 5));
      await new Promise((r) => setTimeout(r, 200));

      server.child.kill("SIGTERM");
      expect(await exited(server)).toBe(0);
      await stuck.closed;
      expect(stuck.received()).toBe("");
      expect(server.log()).toContain("still running after 1000 ms: cutting them");
      const handedBack = await delivery(mobile);
      expect(handedBack.status).not.toBe("sent");
      expect(handedBack.jobs).toEqual(["retry"]);

      // The next start takes it again (after the queue's retry delay) and the gateway, now answering, gets it.
      gateway.release();
      restarted = await startBuiltServer({ MESSAGE_WEBHOOK_URL: gateway.url });
      let now = handedBack;
      for (let i = 0; i < 120 && now.status !== "sent"; i++) {
        await new Promise((r) => setTimeout(r, 250));
        now = await delivery(mobile);
      }
      expect(now).toEqual({ status: "sent", jobs: ["completed"] });
    } finally {
      await restarted?.stop();
      await server.stop();
      await gateway.close();
    }
  }, 180_000);
});
