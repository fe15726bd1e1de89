import type { Plugin } from 'vite';

/** Every `<!-- … -->` with the white space after it. */
const COMMENT = /<!--[\s\S]*?-->\s*/g;

/** index.html without its comments. */
export function withoutHtmlComments(html: string): string {
  return html.replace(COMMENT, '');
}

/**
 * index.html's comments explain the page to us, not to a phone: the built page leaves them out,
 * about a third of the document gzipped (0.7 KB of 2 KB), which every first visit downloads
 * before anything else (docs/design.md#a-light-first-visit).
 */
export function stripHtmlComments(): Plugin {
  return {
    name: 'sarraf:strip-html-comments',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: withoutHtmlComments },
  };
}
