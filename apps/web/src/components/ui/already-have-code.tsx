import { t } from '../../i18n/language';
import { buttonClass } from './form';

/**
 * «لديّ رمز بالفعل»: opens the code field without sending a new code, for a person whose code
 * step is still pending or whose new code was refused with a 429 (docs/product.md#code-steps).
 * The screen decides when it shows (`useCodeStep().canResume`) and what it opens (`resume`).
 */
export function AlreadyHaveCode({ onClick }: { readonly onClick: () => void }) {
  return (
    <button type="button" className={`${buttonClass.link} self-start`} onClick={onClick}>
      {t.code.haveCode}
    </button>
  );
}
