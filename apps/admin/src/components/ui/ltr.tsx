import { Fragment, type ReactNode } from 'react';
import { formatMsisdn } from '@sarraf/contracts/msisdn-display';

/**
 * Left-to-right text inside an Arabic row (a reference, an email, a code, a number): isolated, so
 * the bidi algorithm neither reorders its parts nor lets it pull the Arabic around it.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

/** A stored number as every screen and SMS shows one (`+967 771 234 567`), left to right. */
export function Msisdn({ value }: { value: string }) {
  return <Ltr className="whitespace-nowrap">{formatMsisdn(value)}</Ltr>;
}

// A link, or a `+`-led number, inside a message: the parts that must read left to right.
const LTR_RUNS = /(https?:\/\/[^\s]+|\+?\d[\d ]{6,}\d)/g;

/**
 * A message as written (an SMS, a reply), with its links and long numbers isolated left to right:
 * without it, `http://…/client/home?msisdn=…&otp=••••` in an Arabic sentence shows its parts in the
 * wrong order.
 */
export function MixedText({ text }: { text: string }) {
  const parts = text.split(LTR_RUNS);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Ltr key={index} className="break-all">
            {part}
          </Ltr>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * A ledger reference (`renewal:<uuid>:<instant>`): long and unbroken, so it wraps anywhere in a
 * narrow column rather than widening the table past its box.
 */
export function Reference({ value }: { value: string }) {
  return <code className="block w-36 text-xs break-all">{value}</code>;
}
