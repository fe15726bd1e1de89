import { useFormat } from '../../../lib/use-format';

/** The masked number, left to right inside Arabic text, in the digits the visitor chose. */
export function MaskedNumber({ value }: { readonly value: string }) {
  const format = useFormat();
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {format.digitsOf(value)}
    </bdi>
  );
}
