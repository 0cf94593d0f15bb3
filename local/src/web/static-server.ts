import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves the built SPA the way CloudFront does: files, /config.json, and index.html for any other path. */
export function startStaticServer(root: string, port: number, config: unknown) {
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`No built SPA at ${root}: run the frontend build first`);
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (pathname === '/config.json') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return response.end(JSON.stringify(config));
    }
    const candidate = path.resolve(root, `.${pathname}`);
    const insideRoot = candidate.startsWith(root + path.sep);
    const file = insideRoot && fs.existsSync(candidate) && fs.statSync(candidate).isFile() ? candidate : index;
    const immutable = file !== index && pathname.startsWith('/assets/');
    response.writeHead(200, {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise<{ stop: () => Promise<void> }>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
