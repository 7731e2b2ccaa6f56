import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { generate } from 'selfsigned';

/** What a browser keeps of its push subscription: the endpoint and its own keys (private ones too). */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

/** One message as the push service received it (RFC 8030), decrypted as the browser would. */
export interface ReceivedPush {
  device: string;
  headers: Record<string, string | string[] | undefined>;
  payload: any;
  /** The VAPID token's claims, its signature checked with the key in the header (RFC 8292). */
  vapid: { aud: string; sub: string; exp: number; k: string };
}

/** Decrypts an aes128gcm body (RFC 8188) encrypted for `device` as RFC 8291 says. */
export function decrypt(body: Buffer, device: TestDevice): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with a 0x02 delimiter, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) {
    end--;
  }
  if (padded[end] !== 2) {
    throw new Error('no last-record delimiter');
  }
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: an ES256 token signed by the key given. */
function checkVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match) {
    throw new Error(`no VAPID authorization: ${header}`);
  }
  const [, token, k] = match;
  const [head, claims, signature] = token.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) {
    throw new Error('VAPID signature does not verify');
  }
  return { ...(JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; sub: string; exp: number }), k };
}

/**
 * A push service on loopback for the tests: HTTPS with a certificate made here and trusted by this
 * process as Node trusts any CA (`tls.setDefaultCACertificates`, what NODE_EXTRA_CA_CERTS does at
 * start-up), receiving messages at `/push/<device>`, decrypting each with the device's keys.
 * A device may be told to answer 410 Gone (unsubscribed at the browser).
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  private readonly gone = new Set<string>();
  private readonly devices = new Map<string, TestDevice>();
  private server?: Server;
  private defaultCas?: string[];
  port = 0;

  async start(): Promise<void> {
    const pems = await generate([{ name: 'commonName', value: 'push.test' }], {
      keyType: 'ec',
      curve: 'P-256',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, { type: 2, value: 'localhost' }] }],
    });
    this.defaultCas = getCACertificates('default');
    setDefaultCACertificates([...this.defaultCas, pems.cert]);
    this.server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
        const device = this.devices.get(name);
        if (req.method !== 'POST' || !device) {
          res.writeHead(404).end();
          return;
        }
        if (this.gone.has(name)) {
          res.writeHead(410).end('gone');
          return;
        }
        try {
          const vapid = checkVapid(req.headers.authorization);
          const payload = JSON.parse(decrypt(Buffer.concat(chunks), device).toString('utf8'));
          this.received.push({ device: name, headers: req.headers, payload, vapid });
          res.writeHead(201, { location: `/message/${randomBytes(4).toString('hex')}` }).end();
        } catch (error) {
          res.writeHead(400).end(String(error));
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  get host(): string {
    return `127.0.0.1:${this.port}`;
  }

  /** A new browser subscription: its own ECDH key pair and auth secret, as PushManager.subscribe makes them. */
  device(name: string): TestDevice {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const device = {
      endpoint: `https://${this.host}/push/${encodeURIComponent(name)}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      ecdh,
      authSecret,
    };
    this.devices.set(name, device);
    return device;
  }

  /** From now on the device answers 410 Gone. */
  unsubscribe(name: string): void {
    this.gone.add(name);
  }

  take(): ReceivedPush[] {
    return this.received.splice(0);
  }

  async stop(): Promise<void> {
    if (this.defaultCas) {
      setDefaultCACertificates(this.defaultCas);
    }
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
