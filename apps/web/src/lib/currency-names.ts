let displayNames: Intl.DisplayNames | null | undefined;

/**
 * CLDR's Arabic name of an ISO 4217 code through the browser (`JPY` → «ين ياباني», `YER` → «ريال
 * يمني»), for a code no list at hand names; the code itself when the browser has no name for it.
 */
export function displayNameOf(code: string): string {
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames('ar', { type: 'currency' });
    } catch {
      displayNames = null;
    }
  }
  try {
    return displayNames?.of(code) ?? code;
  } catch {
    return code;
  }
}
