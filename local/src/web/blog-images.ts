import http from 'node:http';
import { isBlogImagePath } from '@taxback/shared/blog/images';

/** Answers a request it serves and says so; false leaves the request to the server's other answers. */
export type BlogImages = (request: http.IncomingMessage, response: http.ServerResponse) => boolean;

/**
 * Serves `/blog-images/<name>` from the S3 emulator's site bucket, where the blog function stores featured images,
 * as CloudFront serves them from the site bucket in AWS. Only a well-formed image path reaches the bucket.
 */
export function blogImagesFrom(s3Origin: string, bucket: string): BlogImages {
  return (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (!isBlogImagePath(pathname)) return false;
    http
      .get(`${s3Origin}/${bucket}${pathname}`, (stored) => {
        if (stored.statusCode !== 200) {
          stored.resume();
          response.writeHead(404, { 'cache-control': 'no-cache' }).end();
          return;
        }
        response.writeHead(200, {
          'content-type': stored.headers['content-type'] ?? 'application/octet-stream',
          'cache-control': stored.headers['cache-control'] ?? 'no-cache',
        });
        stored.pipe(response);
      })
      .on('error', () => response.writeHead(502).end());
    return true;
  };
}
