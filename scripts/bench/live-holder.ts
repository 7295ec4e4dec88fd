/**
 * Holds idle live streams for the live bench (scripts/bench/live.ts) in a process of its own, so
 * that the bench's load generator does not share its event loop and heap with thousands of open
 * streams: the write load's throughput with them open then measures the server, not the client.
 * Reads `{ url, streams, players: [{ id, token }] }` as JSON on stdin, opens `streams` streams
 * (round robin over the players) on plain sockets, prints `open <n>` once each has said hello,
 * and holds them until it is sent SIGTERM.
 */
import { connect, type Socket } from 'node:net';

interface Orders {
  url: string;
  streams: number;
  players: { id: string; token: string }[];
}

let input = '';
for await (const chunk of process.stdin) input += chunk;
const orders = JSON.parse(input) as Orders;
const { hostname, port } = new URL(orders.url);
const sockets: Socket[] = [];

function hold(player: { id: string; token: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    sockets.push(socket);
    let seen = '';
    let hello = false;
    socket.setEncoding('utf8');
    socket.on('connect', () =>
      socket.write(
        `GET /api/${player.id}/live HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
          `Authorization: Bearer ${player.token}\r\nAccept: text/event-stream\r\n\r\n`,
      ),
    );
    socket.on('data', (text: string) => {
      if (hello) return;
      seen += text;
      if (!seen.includes('\r\n')) return;
      if (!seen.startsWith('HTTP/1.1 200')) return reject(new Error(seen.split('\r\n')[0]));
      if (seen.includes('event: hello')) {
        hello = true;
        seen = '';
        resolve();
      }
    });
    socket.on('error', reject);
  });
}

for (let i = 0; i < orders.streams; i += 100) {
  const batch = Array.from({ length: Math.min(100, orders.streams - i) }, (_, k) =>
    hold(orders.players[(i + k) % orders.players.length]!),
  );
  await Promise.all(batch);
}
process.stdout.write(`open ${sockets.length}\n`);
process.on('SIGTERM', () => {
  for (const s of sockets) s.destroy();
  process.exit(0);
});
setInterval(() => undefined, 1 << 30);
