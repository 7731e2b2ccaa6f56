import { isPrivateAddress, isPrivateLiteral } from './ssrf-guard';

describe('isPrivateAddress', () => {
  it.each(['127.0.0.1', '10.1.2.3', '169.254.169.254', '::1', '::', 'fe80::1', 'fd00::1', 'not an address'])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['::ffff:127.0.0.1', '::ffff:7f00:1', '::FFFF:A9FE:A9FE', '0:0:0:0:0:ffff:7f00:1', '::ffff:0a00:0001', '::127.0.0.1', '::7f00:1'])(
    'refuses the IPv4 inside %s when it is private',
    (address) => {
      expect(isPrivateAddress(address)).toBe(true);
    },
  );

  it.each(['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c', '::ffff:93.184.215.14', '::ffff:5db8:d70e'])('allows %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('reads the mapped form a URL writes ([::ffff:127.0.0.1] becomes [::ffff:7f00:1])', () => {
    const url = new URL('http://[::ffff:127.0.0.1]:8080/');
    expect(url.hostname).toBe('[::ffff:7f00:1]');
    expect(isPrivateLiteral(new Set(), url)).toBe(true);
    expect(isPrivateLiteral(new Set(['[::ffff:7f00:1]:8080']), url)).toBe(false);
  });
});
