import type { TCompanyPhone } from '@sarraf/contracts';
import { t } from '../../../i18n/language';
import { useFormat } from '../../../lib/use-format';

/** `tel:+…` dials at a tap; a WhatsApp number opens a chat instead. */
export function PhoneLink({ phone }: { readonly phone: TCompanyPhone }) {
  const format = useFormat();
  const isWhatsapp = phone.kind === 'whatsapp';
  const href = isWhatsapp ? `https://wa.me/${phone.phone}` : `tel:+${phone.phone}`;
  const label = phone.label ?? (isWhatsapp ? t.companies.whatsapp : t.companies.phone);
  return (
    <a
      href={href}
      {...(isWhatsapp ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-slate-300 px-3 py-2 hover:border-loader"
    >
      <span className="flex flex-col">
        <span className="text-sm text-slate-700">{label}</span>
        <bdi dir="ltr" className="font-bold text-loader">
          {format.msisdn(phone.phone)}
        </bdi>
      </span>
      <span className="text-sm font-bold text-loader">
        {isWhatsapp ? t.companies.chat : t.companies.call}
      </span>
    </a>
  );
}
