import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import http from "node:http";

/** Whether this machine shows its sockets under /proc (Linux), which `answeringProcess` reads. */
export const canSeeSockets = existsSync("/proc/net/tcp");

/** The inode of the server's end of a TCP connection, from the kernel's table (IPv4 and IPv6). */
function serverSocketInode(serverPort: number, clientPort: number): string | null {
  const port = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10) continue;
      if (fields[1].endsWith(`:${port(serverPort)}`) && fields[2].endsWith(`:${port(clientPort)}`)) return fields[9];
    }
  }
  return null;
}

/** Which of `pids` holds the socket with this inode. */
function holderOf(inode: string, pids: number[]): number | null {
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return pid;
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

/**
 * Which of `pids` answered a GET of `url` on a new connection: the connection
 * is kept open after the answer, and the process holding its server end is
 * looked up in /proc. Seen from outside, so the server tells nothing of itself.
 */
export async function answeringProcess(url: string, pids: number[]): Promise<{ status: number; pid: number | null }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const { status, clientPort } = await new Promise<{ status: number; clientPort: number }>((resolve, reject) => {
      const req = http.get(url, { agent }, (res) => {
        const clientPort = res.socket.localPort!;
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, clientPort }));
      });
      req.on("error", reject);
    });
    const inode = serverSocketInode(Number(new URL(url).port), clientPort);
    return { status, pid: inode ? holderOf(inode, pids) : null };
  } finally {
    agent.destroy();
  }
}
