import { createExternalStore, useExternalStore } from './external-store';
import { readStorage, writeStorage } from './storage';

/** How numbers are written: Arabic-Indic (٠١٢٣) or Latin (0123) digits. */
export type DigitStyle = 'arab' | 'latn';

/** Local storage key of the digit setting, remembered across visits. */
export const DIGITS_KEY = 'client-digits';

/**
 * Latin digits by default: the `ar` locale's own default in current CLDR, and how rates are written
 * in the operator's SMS. Readers who prefer ٠١٢٣ switch once; the choice is remembered.
 */
export const DEFAULT_DIGITS: DigitStyle = 'latn';

function readDigits(): DigitStyle {
  const stored = readStorage(DIGITS_KEY);
  return stored === 'latn' || stored === 'arab' ? stored : DEFAULT_DIGITS;
}

const digitsStore = createExternalStore<DigitStyle>(readDigits);

export function getDigits(): DigitStyle {
  return digitsStore.get();
}

export function setDigits(style: DigitStyle): void {
  writeStorage(DIGITS_KEY, style);
  digitsStore.set(style);
}

export function useDigits(): DigitStyle {
  return useExternalStore(digitsStore);
}
