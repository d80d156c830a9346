import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../e2e/support/app-server';
import { dbMode, startTestServer, uniqueEmail, type TestServer } from './support/test-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const NGINX = '/usr/sbin/nginx';

/** The nginx configuration of docs/deployment.md, between its markers, as written there. */
function documentedConfig(): string {
  const doc = readFileSync(path.join(root, 'docs/deployment.md'), 'utf8');
  const block =
    /<!-- nginx-config-start -->\s*```nginx\n([\s\S]*?)```\s*<!-- nginx-config-end -->/.exec(doc);
  if (!block?.[1]) throw new Error('docs/deployment.md has no marked nginx configuration');
  return block[1];
}

/** The documented configuration with this test's ports and certificate (each line must exist). */
function adapted(
  config: string,
  ports: { app: [number, number]; http: number; https: number },
  dir: string,
) {
  const replacements: Array<[string, string]> = [
    ['server 127.0.0.1:3001;', `server 127.0.0.1:${ports.app[0]};`],
    ['server 127.0.0.1:3002;', `server 127.0.0.1:${ports.app[1]};`],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['/etc/ssl/lexora/fullchain.pem', path.join(dir, 'cert.pem')],
    ['/etc/ssl/lexora/privkey.pem', path.join(dir, 'key.pem')],
    ['server_name lexora.example.org;', 'server_name localhost;'],
  ];
  let text = config;
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`The documented nginx config lost "${from}"`);
    text = text.replaceAll(from, to);
  }
  return text;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe(`the documented nginx configuration in front of two servers (${dbMode})`, () => {
  let dir: string;
  let nginx: ChildProcess | undefined;
  let servers: TestServer[] = [];
  let publicUrl: string;
  let ports: { app: [number, number]; http: number; https: number };
  let cert: string;

  /** A request to nginx over https, trusting only this test's certificate. */
  const viaProxy = (
    method: string,
    target: string,
    headers: Record<string, string> = {},
    body?: string,
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpsRequest(
        {
          host: '127.0.0.1',
          port: ports.https,
          servername: 'localhost',
          ca: cert,
          method,
          path: target,
          headers: { host: `localhost:${ports.https}`, ...headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lexora-nginx-'));
    chmodSync(dir, 0o777); // nginx's workers write their temp files here as an unprivileged user
    ports = { app: [0, 0], http: await freePort(), https: await freePort() };
    publicUrl = `https://localhost:${ports.https}`;
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8');

    // Two app instances on one database, set up as docs/deployment.md says.
    const settings = { publicUrl, trustProxy: { addresses: ['127.0.0.1'] } };
    const first = await startTestServer(settings);
    const second = await startTestServer({
      ...settings,
      shared: { database: first.database, secret: first.secret },
    });
    servers = [second, first]; // closed in this order
    ports.app = [Number(new URL(first.baseUrl).port), Number(new URL(second.baseUrl).port)];

    writeFileSync(path.join(dir, 'lexora.conf'), adapted(documentedConfig(), ports, dir));
    const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
worker_processes 1;
events { worker_connections 128; }
http {
  access_log off;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  include ${path.join(dir, 'lexora.conf')};
}
`,
    );
    execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')]);
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
    for (let i = 0; ; i += 1) {
      const up = await viaProxy('GET', '/api/health').then(
        (r) => r.status === 200,
        () => false,
      );
      if (up) break;
      if (i > 300 || nginx.exitCode !== null) {
        throw new Error(
          `nginx did not answer: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 180_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    for (const server of servers) await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends plain http to the https address', async () => {
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      httpGet(
        { host: '127.0.0.1', port: ports.http, path: '/paragraph', headers: { host: 'localhost' } },
        resolve,
      ).on('error', reject),
    );
    res.resume();
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://localhost/paragraph');
  });

  it('signs a learner up over https with the secure cookie, which both servers accept', async () => {
    const signUp = await viaProxy(
      'POST',
      '/api/v1/auth/sign-up',
      { origin: publicUrl, 'content-type': 'application/json' },
      JSON.stringify({
        name: 'Proxy Learner',
        email: uniqueEmail('proxy'),
        password: 'correct-horse-1',
      }),
    );
    expect(signUp.status, signUp.body).toBe(201);
    const cookies = [signUp.headers['set-cookie'] ?? []].flat();
    const session = cookies.find((c) => c.startsWith('__Secure-lexora.session_token='));
    expect(session, cookies.join('\n')).toMatch(/; Secure/i);
    // The server knew the learner came over https (X-Forwarded-Proto from a trusted proxy).
    expect(signUp.headers['strict-transport-security']).toMatch(/max-age=/);

    const cookie = session!.split(';')[0]!;
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await viaProxy('GET', '/api/v1/me', { cookie })).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it("refuses a state-changing request from another site's page, and accepts the learner's own", async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' });
    const foreign = await viaProxy(
      'POST',
      '/api/v1/auth/sign-in',
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      body,
    );
    expect(foreign.status).toBe(403);
    const own = await viaProxy(
      'POST',
      '/api/v1/auth/sign-in',
      { origin: publicUrl, 'content-type': 'application/json' },
      body,
    );
    expect(own.status).toBe(401);
  });
});
