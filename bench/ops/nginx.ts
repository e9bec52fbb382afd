import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { run, waitFor } from './run';
import { request } from './http';

/** A self-signed certificate for 127.0.0.1, made for this run only. */
export function makeCertificate(dir: string) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  return { cert, key, pem: fs.readFileSync(cert, 'utf8') };
}

const config = (o: { dir: string; port: number; upstreams: number[]; cert: string; key: string }) => `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${o.dir}/nginx.pid;
error_log ${o.dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${o.dir}/body;
  proxy_temp_path ${o.dir}/proxy;
  fastcgi_temp_path ${o.dir}/fastcgi;
  uwsgi_temp_path ${o.dir}/uwsgi;
  scgi_temp_path ${o.dir}/scgi;
  upstream feederhub {
    ${o.upstreams.map((p) => `server 127.0.0.1:${p};`).join('\n    ')}
    keepalive 32;
    # Under Node's 5 s keep-alive timeout: nginx never reuses a connection the server is closing
    # (a POST sent on one would be a 502, as nginx does not retry non-idempotent requests).
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${o.port} ssl;
    ssl_certificate ${o.cert};
    ssl_certificate_key ${o.key};
    location / {
      proxy_pass http://feederhub;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Which instance answered, so the checks can show both served.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;

/** Debian's nginx, our own master process and config (not the system service), TLS on loopback. */
export async function startNginx(o: {
  dir: string;
  port: number;
  upstreams: number[];
  cert: string;
  key: string;
  ca: string;
}) {
  fs.mkdirSync(o.dir, { recursive: true });
  const file = path.join(o.dir, 'nginx.conf');
  fs.writeFileSync(file, config(o));
  run('nginx', ['-t', '-c', file, '-p', o.dir, '-e', path.join(o.dir, 'nginx-error.log')]);
  const child: ChildProcess = spawn(
    'nginx',
    ['-c', file, '-p', o.dir, '-e', path.join(o.dir, 'nginx-error.log'), '-g', 'daemon off;'],
    {
      stdio: 'ignore',
    },
  );
  await waitFor(
    'nginx to listen',
    async () => {
      await request({ port: o.port, ca: o.ca, path: '/api/health' });
      return true;
    },
    15_000,
  );
  return {
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    },
  };
}
