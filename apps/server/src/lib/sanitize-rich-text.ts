import sanitizeHtml from 'sanitize-html';

/**
 * The rich text that editors write (news bodies, information pages) reaches every visitor's
 * browser as HTML, so only a small, inert subset passes: text structure, emphasis, lists,
 * tables, links and images. Scripts, styles, frames, forms and every attribute not listed here
 * (so every `on*` event handler) are dropped, and URLs may only be http(s), mailto or tel —
 * never `javascript:`, `data:` or `vbscript:`.
 *
 * The back office sanitises on write with this same function and the API sanitises
 * again when serving, so a row written by any other path (an import, a manual SQL fix) is safe too.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'span',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    // `dir` keeps numbers and Latin text readable inside Arabic paragraphs.
    '*': ['dir', 'lang'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  // `//evil.example/x` would take the page's scheme: only absolute or same-site relative URLs.
  allowProtocolRelative: false,
  // Dropped with their content: their text is code, not prose.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the opener to the target page.
    a: (tagName, attribs) => {
      const attributes = { ...attribs };
      if (attributes.target && attributes.target !== '_blank') delete attributes.target;
      if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
      return { tagName, attribs: attributes };
    },
  },
};

/** Sanitised HTML for a news body or an information page. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * An English version of a rich text as stored (docs/product.md#languages): sanitised like the
 * Arabic one, and none (null) when it holds no text at all (an emptied editor sends `<p></p>`),
 * so the Arabic shows instead of a blank page. Absent stays absent (an edit that leaves it alone).
 */
export function sanitizedEnglishHtml(html: string | null | undefined): string | null | undefined {
  if (html === undefined || html === null) return html;
  const clean = sanitizeRichText(html);
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '');
  return text ? clean : null;
}
