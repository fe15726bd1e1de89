import { expect, type Page } from '@playwright/test';

// The Web Share API as the share tests drive it (docs/product.md#sharing-a-rate-card).

export interface ShareStub {
  /** What `navigator.canShare({files})` answers. */
  readonly canShare: boolean;
  /** Makes `navigator.share` fail with this DOMException name (e.g. the user's AbortError). */
  readonly failWith?: string;
}

/**
 * Replaces the Web Share API before the portal runs (headless Chromium on Linux has none) and keeps
 * what the portal hands to it, so the test can read the very File a phone would share.
 */
export async function stubShare(page: Page, stub: ShareStub): Promise<void> {
  await page.addInitScript((options: ShareStub) => {
    const calls: ShareData[] = [];
    Object.assign(window, { sharedCalls: calls });
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (data?: ShareData) => options.canShare && Array.isArray(data?.files) && data.files.length > 0,
    });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        calls.push(data);
        return options.failWith
          ? Promise.reject(new DOMException('stubbed', options.failWith))
          : Promise.resolve();
      },
    });
  }, stub);
}

export interface SharedImage {
  readonly type: string;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly colours: number;
  readonly title: string;
  readonly text: string;
  readonly base64: string;
}

/** The shared File decoded in the page: its type, its size in pixels, and how many colours it has. */
export async function sharedImage(page: Page): Promise<SharedImage> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedCalls: unknown[] }).sharedCalls.length))
    .toBe(1);
  return page.evaluate(async () => {
    const [call] = (window as unknown as { sharedCalls: ShareData[] }).sharedCalls;
    const file = call?.files?.[0];
    if (!file) throw new Error('no file was shared');
    const bitmap = await createImageBitmap(file);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    // Every 7th pixel of the whole card: a blank (one-colour) image has one colour.
    const colours = new Set<string>();
    for (let index = 0; index < pixels.length; index += 4 * 7) {
      colours.add(`${pixels[index]},${pixels[index + 1]},${pixels[index + 2]}`);
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return {
      type: file.type,
      name: file.name,
      width: bitmap.width,
      height: bitmap.height,
      colours: colours.size,
      title: call.title ?? '',
      text: call.text ?? '',
      base64: btoa(binary),
    };
  });
}
