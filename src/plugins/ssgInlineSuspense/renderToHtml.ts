/**
 * Docusaurus's renderToHtml (@docusaurus/core/lib/client/renderToHtml.js) with one change:
 * `progressiveChunkSize: Infinity`. Since React 19.2, a Suspense boundary of more than 500 bytes
 * that comes after the first 12.8 KB of HTML is "outlined": its fallback is written in place and
 * the real content goes into a hidden element at the end, moved in by an inline script. The page
 * is rendered whole before it is written (onAllReady), so outlining gains nothing here, and it
 * hides content from readers and crawlers without JavaScript (facebook/react#35460).
 */
import type {ReactNode} from 'react';
import {renderToPipeableStream} from 'react-dom/server';
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';

export async function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      progressiveChunkSize: Infinity,
      onError(error) {
        reject(error);
      },
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}
