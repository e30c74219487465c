/**
 * The upload's request: XMLHttpRequest rather than fetch, because only it reports upload
 * progress. Same origin, the session cookie, the file as multipart/form-data (field "file").
 */
import {apiPrefixes} from '@site/src/config/ids';
import type {WhitePaperView} from '@site/src/lib/staff/whitePapers';

export type UploadAnswer =
  | {ok: true; paper: WhitePaperView}
  | {ok: false; status: number; code?: string; error?: string};

export type UploadSender = (file: File, onProgress: (percent: number) => void) => Promise<UploadAnswer>;

export const whitePapersPath = '/white-papers';

export const sendUpload: UploadSender = (file, onProgress) =>
  new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiPrefixes.admin}${whitePapersPath}`);
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = (request.response ?? {}) as {paper?: WhitePaperView; code?: unknown; error?: unknown};
      if (request.status === 201 && body.paper) return resolve({ok: true, paper: body.paper});
      resolve({
        ok: false,
        status: request.status,
        ...(typeof body.code === 'string' ? {code: body.code} : {}),
        ...(typeof body.error === 'string' ? {error: body.error} : {}),
      });
    };
    // Status 0: the request never got an answer (network down, connection reset mid-upload).
    request.onerror = () => resolve({ok: false, status: 0});
    request.onabort = () => resolve({ok: false, status: 0});
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
