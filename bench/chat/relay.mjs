/**
 * The baseline of the chat benchmark: a bare Socket.IO relay, no database, no auth. A socket
 * joins a room by emitting `subscribe` { channel }; `POST /send` { channel, message } emits
 * `chats.message` { message: <JSON string> } to that room and answers 201 with the message.
 *
 * Started by run.mjs as a child process (IPC): it reports its port, and ends with its parent.
 * Listens on 127.0.0.1 only.
 */
import http from 'node:http';
import { Server } from 'socket.io';

const MAX_BODY = 64 * 1024;

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/send') {
    res.writeHead(404).end();
    return;
  }
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => {
    body += chunk;
    if (body.length > MAX_BODY) {
      req.destroy();
    }
  });
  req.on('end', () => {
    let parsed;
    try {
      parsed = JSON.parse(body);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (typeof parsed?.channel !== 'string' || typeof parsed.message !== 'object') {
      res.writeHead(422).end();
      return;
    }
    const message = { ...parsed.message, created_at: new Date().toISOString(), seen_at: null };
    io.to(parsed.channel).emit('chats.message', { message: JSON.stringify(message) });
    res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ data: message }));
  });
});

const io = new Server(server, { path: '/socket.io', serveClient: false, pingInterval: 20_000, pingTimeout: 20_000 });
io.on('connection', (socket) => {
  socket.on('subscribe', (payload, ack) => {
    if (typeof payload?.channel === 'string') {
      void socket.join(payload.channel);
    }
    if (typeof ack === 'function') {
      ack({ ok: true });
    }
  });
});

server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: server.address().port });
});
// Ends with the parent, however the parent ends.
process.on('disconnect', () => {
  io.close();
  process.exit(0);
});
