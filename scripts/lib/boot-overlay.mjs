// The portal's first paint before any script: the boot overlay of apps/web/index.html (a hidden
// checkbox and the label that is the overlay, docs/product.md#loading-overlay), found in a page
// the portal serves, so that the limit measurements add or take away exactly what the portal has.

const BOOT_OVERLAY = /<input\s[^>]*id="boot-overlay-cancel"[\s\S]*?<\/label>/;

/** The overlay's markup in a page of the portal; an error if the page has none. */
export function bootOverlayOf(html) {
  const overlay = html.match(BOOT_OVERLAY)?.[0];
  if (!overlay) throw new Error('The portal page has no boot overlay (input#boot-overlay-cancel … </label>)');
  return overlay;
}

export const withoutBootOverlay = (html) => html.replace(BOOT_OVERLAY, '');

/** The page with the overlay at the end of its body, where the portal has it. */
export const withBootOverlay = (html, overlay) => html.replace('</body>', `${overlay}\n</body>`);
