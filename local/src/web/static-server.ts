import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BlogImages } from './blog-images';

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

const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();

/**
 * Serves the built SPA the way CloudFront does: files, /config.json, the blog's images (from the site bucket),
 * a prerendered page's index.html for its path (`/pricing` → pricing/index.html), and the app shell (app.html)
 * for any other path; compressed with gzip when the browser accepts it, as CloudFront compresses.
 */
export function startStaticServer(root: string, port: number, config: unknown, blogImages: BlogImages) {
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`No built SPA at ${root}: run the frontend build first`);
  // Builds from before prerendering have no shell: their index.html is the shell.
  const shell = isFile(path.join(root, 'app.html')) ? path.join(root, 'app.html') : index;
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (pathname === '/config.json') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return response.end(JSON.stringify(config));
    }
    if (blogImages(request, response)) return;
    const candidate = path.resolve(root, `.${pathname}`);
    const insideRoot = candidate === root || candidate.startsWith(root + path.sep);
    const page = path.join(candidate, 'index.html');
    const file = !insideRoot ? shell : isFile(candidate) ? candidate : isFile(page) ? page : shell;
    const immutable = pathname.startsWith('/assets/') && file === candidate;
    const gzip =
      compressible.has(path.extname(file)) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    // A file removed meanwhile (a rebuild of the SPA) ends this answer, not the server.
    const body = fs.createReadStream(file).on('error', () => response.destroy());
    (gzip ? body.pipe(zlib.createGzip()) : body).pipe(response);
  });
  return new Promise<{ port: number; stop: () => Promise<void> }>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
