import { BlockList, isIP } from 'node:net';

/**
 * Address lists of the environment (TRUST_PROXY, METRICS_CIDRS): names, addresses and CIDRs,
 * parsed once at start so that a typo stops the start instead of trusting the wrong peers.
 * See docs/security.md "Safe defaults at start-up and on the network".
 */

/** The ranges behind the names proxy-addr (Fastify's trustProxy) understands. */
export const NAMED_RANGES = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
} as const;

type RangeName = keyof typeof NAMED_RANGES;

const isRangeName = (value: string): value is RangeName => Object.hasOwn(NAMED_RANGES, value);

/** `a.b.c.d/n` or `x::y/n`: the address and its prefix length. */
interface Cidr {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** One entry (an address or a CIDR), or an error naming what is wrong with it. */
function parseCidr(entry: string): Cidr | string {
  const [address = '', prefixText, extra] = entry.split('/');
  const version = isIP(address);
  // Zone ids (fe80::1%eth0) name an interface, not an address a peer can have.
  const isAddress = version !== 0 && extra === undefined && !address.includes('%');
  if (!isAddress) return `"${entry}" is not an address or CIDR`;
  const max = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return `"${entry}" has a bad prefix length`;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return `"${entry}" has a prefix length above ${max}`;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

export type AddressList = { ok: true; entries: string[]; cidrs: Cidr[] } | { ok: false; error: string };

/**
 * A comma list of `loopback`, `linklocal`, `uniquelocal`, addresses and CIDRs. `entries` keeps
 * the names and canonical CIDRs (what Fastify's trustProxy accepts), `cidrs` every range expanded.
 */
export function parseAddressList(value: string, { names = true } = {}): AddressList {
  const entries: string[] = [];
  const cidrs: Cidr[] = [];
  const items = value.split(',').map((item) => item.trim());
  if (items.some((item) => item === '')) return { ok: false, error: 'has an empty entry' };
  for (const item of items) {
    const lower = item.toLowerCase();
    if (names && isRangeName(lower)) {
      entries.push(lower);
      for (const range of NAMED_RANGES[lower]) cidrs.push(parseCidr(range) as Cidr);
      continue;
    }
    const cidr = parseCidr(item);
    if (typeof cidr === 'string') return { ok: false, error: cidr };
    entries.push(`${cidr.address}/${cidr.prefix}`);
    cidrs.push(cidr);
  }
  return { ok: true, entries, cidrs };
}

/** TRUST_PROXY: the proxies whose X-Forwarded-For is believed, by address or by hop count. */
export type TrustProxy = { hops: number } | { ranges: string[] };

export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops <= 10 ? { hops } : { error: 'hop count must be 0–10' };
  }
  const list = parseAddressList(trimmed);
  return list.ok ? { ranges: list.entries } : { error: list.error };
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) → `10.0.0.1`. */
function unmapped(address: string): string {
  const match = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return match ? match[1]! : address;
}

/** Whether an address falls in a list of ranges (names allowed); built once, asked per request. */
export function addressMatcher(ranges: readonly string[]): (address: string) => boolean {
  const list = parseAddressList(ranges.join(','));
  if (!list.ok) throw new Error(`bad address list: ${list.error}`);
  const blocks = new BlockList();
  for (const cidr of list.cidrs) blocks.addSubnet(cidr.address, cidr.prefix, cidr.family);
  return (address) => {
    const plain = unmapped(address);
    const version = isIP(plain);
    return version !== 0 && blocks.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * Fastify's trustProxy from TRUST_PROXY, and the one test of "is this a trusted proxy" (the HE
 * scheme rule asks it of the peer). A function, not Fastify's own forms: a bare number there
 * trusts nothing (Fastify 5), and the ranges are matched by the same code as METRICS_CIDRS.
 * `hop` 0 is the peer itself, 1 the last X-Forwarded-For entry, and so on.
 */
export function trustProxyMatcher(trust: TrustProxy): (address: string, hop: number) => boolean {
  if ('hops' in trust) return (_address, hop) => hop < trust.hops;
  const matches = addressMatcher(trust.ranges);
  return (address) => matches(address);
}

/** 127.0.0.0/8 and ::1, also as an IPv4-mapped IPv6 address. */
export const isLoopbackAddress = addressMatcher(['loopback']);

/**
 * Whether HOST (where the server listens) is reachable from this machine only. `0.0.0.0`, `::`, a
 * public or private address, or any other name is not.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return bare.toLowerCase() === 'localhost' || isLoopbackAddress(bare);
}
