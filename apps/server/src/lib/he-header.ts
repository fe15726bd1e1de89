import { parseMsisdn, type MsisdnRules } from './msisdn';

/**
 * The number in the operator gateway's header (HE_MSISDN_HEADER), in the one stored form, or null
 * when there is none or it is not a number this service serves (parsed like a typed number:
 * lib/msisdn.ts, MSISDN_PREFIXES). A repeated header (Node joins the values) is refused: a
 * gateway sends one number, and two mean someone added their own.
 */
export function readHeMsisdn(
  value: string | string[] | undefined,
  encoding: 'plain' | 'base64',
  rules: MsisdnRules,
): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64 || value.includes(','))
    return null;
  const text = encoding === 'base64' ? decodeBase64(value) : value;
  if (text === null) return null;
  // Gateways send `967…`, `+967…` or `tel:+967…`; a bare national number is read as the country's.
  const parsed = parseMsisdn(text.trim().replace(/^tel:/i, ''), rules);
  return parsed.ok ? parsed.msisdn : null;
}

function decodeBase64(value: string): string | null {
  const trimmed = value.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  return Buffer.from(trimmed, 'base64').toString('utf8');
}
