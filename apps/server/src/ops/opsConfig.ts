import { BlockList, isIP } from 'node:net';
import { ConfigError, list } from '../configValues.js';

/** Who may read /metrics: clients from `allow`, or any client presenting `token` as its bearer token. */
export interface MetricsConfig {
  allow: string[];
  token: string | null;
}

const defaultAllow = ['127.0.0.1', '::1'];

/**
 * METRICS_ALLOW: the addresses and networks a Prometheus server scrapes from (default: this machine);
 * METRICS_TOKEN: a bearer token that opens /metrics from anywhere (at least 24 characters).
 */
export function parseMetrics(env: NodeJS.ProcessEnv): MetricsConfig {
  const allow = env.METRICS_ALLOW === undefined ? defaultAllow : list(env.METRICS_ALLOW);
  for (const item of allow) {
    const [address = '', bits, ...rest] = item.split('/');
    const version = isIP(address);
    const prefixOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
    if (!version || rest.length > 0 || !prefixOk)
      throw new ConfigError(`METRICS_ALLOW must be addresses or networks, comma separated (such as 127.0.0.1, 10.0.0.0/8), got "${item}"`);
  }
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token !== null && (token.length < 24 || !/^[\x21-\x7e]+$/.test(token)))
    throw new ConfigError('METRICS_TOKEN must be at least 24 printable characters without spaces');
  return { allow, token };
}

/** A matcher for the client addresses of `allow`; IPv4 clients seen as IPv6 (::ffff:a.b.c.d) count as IPv4. */
export function addressMatcher(allow: string[]): (address: string) => boolean {
  const blocks = new BlockList();
  for (const item of allow) {
    const [address = '', bits] = item.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) blocks.addAddress(address, family);
    else blocks.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain);
    return family !== 0 && blocks.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}
