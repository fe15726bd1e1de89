import { useLanguage } from '../../i18n/language';
import { textProps } from '../../lib/text-direction';

/**
 * An editor's or the server's text inline among the portal's words (a market name, a city, a plan
 * name): isolated from the sentence around it, in its own direction, marked with its language when
 * that is not the portal's (lib/text-direction.ts).
 */
export function Bdi({ text, className }: { readonly text: string; readonly className?: string }) {
  const language = useLanguage();
  const { lang } = textProps(text, language);
  return (
    <bdi lang={lang} className={className}>
      {text}
    </bdi>
  );
}
