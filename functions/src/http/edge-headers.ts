/**
 * Headers the site's CloudFront distribution adds to every API request: the origin secret that proves the
 * request came through it (and its firewall), and the viewer's address, which the API would otherwise see
 * as CloudFront's. Both overwrite whatever the browser sent.
 */
export const EDGE_HEADERS = {
  originVerify: 'x-origin-verify',
  viewerIp: 'x-viewer-ip',
} as const;
