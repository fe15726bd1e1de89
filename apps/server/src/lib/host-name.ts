/**
 * The host name of a Host header: lower case, without the port or a final dot; '' when unusable.
 * What header enrichment's HE_HOSTS and an operator's portal `hosts` are compared with
 * (docs/header-enrichment.md#trust-model, docs/operators.md#brand-by-host).
 */
export function hostNameOf(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) return bracketed[1]!;
  const plain = /^([^:[\]/\s]+)(?::\d{1,5})?$/.exec(value);
  return plain ? plain[1]!.replace(/\.$/, '') : '';
}
