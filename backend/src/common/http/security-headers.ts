import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../../config/app-config';
import { bucketOrigins } from '../../files/s3-object-store';

/** Helmet's settings for Plaza: a strict CSP that still lets MUI inject its styles (and files from the bucket with STORAGE_DRIVER=s3). */
export function helmetOptions(config: AppConfig): HelmetOptions {
  const bucket = config.storage.s3 ? bucketOrigins(config.storage.s3) : [];
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        upgradeInsecureRequests: null,
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...bucket],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...bucket],
        mediaSrc: ["'self'", 'blob:', ...bucket],
        frameSrc: ["'self'", ...bucket],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense when the site is served over HTTPS.
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  };
}

/**
 * The security headers, computed once. (@fastify/helmet rebuilds Helmet, CSP parsing included, on
 * every request: 11 % of the CPU of a trivial route in the health benchmark.) Helmet runs here
 * against a stand-in response that records what it sets.
 */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(helmetOptions(config))({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}
