import { iconHref, isPrivateAddress } from './favicon-fetcher';

describe('isPrivateAddress', () => {
  it('refuses loopback, private, link-local, shared, reserved and multicast addresses, IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ]) {
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    }
  });

  it('lets public addresses through', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
    }
  });
});

describe('iconHref', () => {
  it('finds the declared icon, relative to the page, and ignores data URLs and other links', () => {
    expect(
      iconHref(
        '<link rel="stylesheet" href="/a.css"><link rel="shortcut icon" href="/fav.png">',
        'https://x.example.com/a/b',
      )?.toString(),
    ).toBe('https://x.example.com/fav.png');
    expect(iconHref("<LINK REL='icon' HREF='img/i.ico'>", 'https://x.example.com/a/b')?.toString()).toBe(
      'https://x.example.com/a/img/i.ico',
    );
    expect(iconHref('<link rel="icon" href="data:image/png;base64,AAA">', 'https://x.example.com/')).toBeUndefined();
    expect(iconHref('<p>no icon</p>', 'https://x.example.com/')).toBeUndefined();
  });
});
