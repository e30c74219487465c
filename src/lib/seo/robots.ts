/** The robots meta content of SPEC §3 and §9: index, follow by default, plus preview limits. */

export type ImagePreview = 'none' | 'standard' | 'large';

export type RobotsOptions = {
  /** Default true. */
  index?: boolean;
  /** Default true. */
  follow?: boolean;
  /** Characters of text snippet; -1 for no limit, 0 for none. */
  maxSnippet?: number;
  maxImagePreview?: ImagePreview;
  /** Seconds of video preview, or 'unlimited' (written as -1). */
  maxVideoPreview?: number | 'unlimited';
};

export function buildRobotsContent({
  index = true,
  follow = true,
  maxSnippet,
  maxImagePreview,
  maxVideoPreview,
}: RobotsOptions = {}): string {
  const directives = [index ? 'index' : 'noindex', follow ? 'follow' : 'nofollow'];
  // Preview limits only matter on pages search engines may show.
  if (index) {
    if (maxSnippet !== undefined) directives.push(`max-snippet:${Math.trunc(maxSnippet)}`);
    if (maxImagePreview !== undefined) directives.push(`max-image-preview:${maxImagePreview}`);
    if (maxVideoPreview !== undefined) {
      const seconds = maxVideoPreview === 'unlimited' ? -1 : Math.trunc(maxVideoPreview);
      directives.push(`max-video-preview:${seconds}`);
    }
  }
  return directives.join(', ');
}

/** True when a robots content string keeps the page out of the index. */
export function isNoIndex(content: string | null | undefined): boolean {
  return /(^|[\s,])(noindex|none)([\s,]|$)/i.test(content ?? '');
}
