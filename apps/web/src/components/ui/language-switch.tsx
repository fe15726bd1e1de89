import { useEffect, useRef, useState } from 'react';
import { setLanguage, t, useLanguage } from '../../i18n/language';

// The screens re-mount in the new language (app/portal-root.tsx), this control with them: the new
// one takes the focus the pressed one had, so a keyboard or screen-reader user stays where they were.
let focusAfterSwitch = false;

/**
 * The language control of the header (docs/product.md#languages): named after the other language in
 * that language («English» on the Arabic portal, «العربية» on the English one) and marked with that
 * language, so a screen reader pronounces it right.
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const other = language === 'ar' ? 'en' : 'ar';
  const [isSwitching, setIsSwitching] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focusAfterSwitch) return;
    focusAfterSwitch = false;
    buttonRef.current?.focus();
  }, []);

  const switchLanguage = async () => {
    setIsSwitching(true);
    try {
      focusAfterSwitch = document.activeElement === buttonRef.current;
      await setLanguage(other);
    } catch {
      // Only English's catalogue is fetched, and only a lost connection stops it.
      focusAfterSwitch = false;
      setIsSwitching(false);
      window.alert(t.errors.network);
    }
  };

  return (
    <button
      ref={buttonRef}
      type="button"
      lang={other}
      aria-busy={isSwitching}
      disabled={isSwitching}
      onClick={() => void switchLanguage()}
      className="min-h-11 shrink-0 rounded-full border border-white/80 px-4 text-sm font-bold text-white hover:bg-white/10 focus-visible:outline-white disabled:opacity-70"
    >
      {t.language.switchTo}
    </button>
  );
}
