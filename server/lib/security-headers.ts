import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { AFTER_PAINT_SCRIPT_HASH } from './first-screens';

/**
 * The built SPA loads only its own hashed files and talks only to /api, so everything is limited to our origin.
 * No inline or eval script but the one that runs a prerendered page's scripts after its first paint, allowed by its
 * hash: an injected <script> or `onclick` never runs (the client runs zod jitless, see client/src/lib/csp.ts). No 'unsafe-inline' style either: React's `style` props go through the CSSOM, which CSP
 * does not govern, and the one <style> element the client writes (Radix's scroll lock, via react-style-singleton)
 * carries this answer's nonce. `img-src data:` is for inline SVG in CSS; `worker-src` for the service worker.
 * e2e/csp.spec.ts fails on any violation on any page.
 */
export const contentSecurityPolicy = (styleNonce: string) =>
  [
    "default-src 'self'",
    `script-src 'self' ${AFTER_PAINT_SCRIPT_HASH}`,
    `style-src 'self' 'nonce-${styleNonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

// Nothing in FeederHub uses these powerful features; denying them also denies them to anything injected.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

/** Every answer's security headers; HSTS only over TLS (`req.secure` honours `trust proxy`). */
export const securityHeaders = (): RequestHandler => (req, res, next) => {
  const nonce = randomBytes(16).toString('base64');
  res.locals.styleNonce = nonce;
  res.set({
    'Content-Security-Policy': contentSecurityPolicy(nonce),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  });
  // Over plain HTTP the header is ignored by browsers and would only mislead a reader of the answer.
  if (req.secure) res.set('Strict-Transport-Security', HSTS);
  next();
};

/** The page with this answer's style nonce, where the client reads it (`<meta name="csp-nonce">`). */
export const withStyleNonce = (html: string, res: Response) =>
  html.replace(
    '<head>',
    `<head>\n    <meta name="csp-nonce" content="${res.locals.styleNonce as string}" />`,
  );
