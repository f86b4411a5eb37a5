// Serves the production build the way a static host should (used by `npm run preview`, the end-to-end
// tests and the Lighthouse benchmark): prerendered pages at their paths (dist/pricing/index.html for
// /pricing), app.html for the screens the browser renders itself (sign-in, the signed-in areas), and
// dist/404.html with status 404 for everything else. Text is gzip-compressed; hashed assets are cached for
// a year. Loopback only.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const root = path.resolve(option('dir', 'dist'));
const port = Number(option('port', '4173'));
const host = option('host', '127.0.0.1');

// The route table decides which unknown-file paths belong to the app (written by `npm run build`).
const { isAppPath } = await import(pathToFileURL(path.resolve(option('ssr', 'dist-ssr'), 'entry-server.js')).href);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.vtt']);
const gzipCache = new Map();

function fileAt(relative) {
  const file = path.join(root, relative);
  if (!file.startsWith(root + path.sep) && file !== root) return undefined;
  if (existsSync(file) && statSync(file).isFile()) return file;
  const index = path.join(file, 'index.html');
  return existsSync(index) ? index : undefined;
}

/** The file for a request path and the status to answer with. */
function resolve(pathname) {
  const found = fileAt(pathname);
  if (found) return { file: found, status: 200 };
  // app.html is written by the prerenderer; a build without it is a plain single-page app.
  if (isAppPath(pathname)) return { file: fileAt('app.html') ?? path.join(root, 'index.html'), status: 200 };
  return { file: path.join(root, '404.html'), status: 404 };
}

function send(request, response) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    response.writeHead(400).end();
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const { file, status } = resolve(pathname);
  const extension = path.extname(file);
  const headers = {
    'Content-Type': TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  };

  if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    let body = gzipCache.get(file);
    if (!body) {
      body = gzipSync(readFileSync(file), { level: 9 });
      gzipCache.set(file, body);
    }
    response.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Content-Length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }

  // Media seeks with byte ranges.
  const size = statSync(file).size;
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (range && status === 200) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start > end || start >= size) {
      response.writeHead(416, { 'Content-Range': `bytes */${size}` }).end();
      return;
    }
    response.writeHead(206, { ...headers, 'Accept-Ranges': 'bytes', 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': end - start + 1 });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file, { start, end }).pipe(response);
    return;
  }
  response.writeHead(status, { ...headers, 'Accept-Ranges': 'bytes', 'Content-Length': size });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
}

createServer((request, response) => {
  try {
    send(request, response);
  } catch (error) {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  }
}).listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} on http://${host}:${port}`);
});
