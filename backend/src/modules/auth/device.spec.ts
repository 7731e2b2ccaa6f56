import { describeDevice, deviceHash } from './device';

const CHROME_131_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_132_LINUX = CHROME_131_LINUX.replace('131.0.0.0', '132.0.0.0');
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

describe('describeDevice', () => {
  it('names the browser with its major version, the OS, and the kind of device', () => {
    expect(describeDevice(CHROME_131_LINUX)).toMatchObject({ browser: 'Chrome 131', os: 'Linux', kind: 'desktop' });
    expect(describeDevice(FIREFOX_WINDOWS)).toMatchObject({ browser: 'Firefox 133', os: 'Windows 10', kind: 'desktop' });
    expect(describeDevice(SAFARI_IPHONE)).toMatchObject({ browser: 'Safari 17', os: 'iOS', kind: 'mobile' });
  });

  it('says "unknown" for no user agent, an empty one, or a tool', () => {
    for (const ua of [undefined, null, '', '   ', 'curl/8.5.0']) {
      expect(describeDevice(ua)).toMatchObject({ browser: 'Unknown browser', os: 'Unknown OS', kind: 'other' });
    }
  });
});

describe('deviceHash', () => {
  it('is the same across a browser update, different for another browser or another member', () => {
    const chrome = deviceHash(1, describeDevice(CHROME_131_LINUX));
    expect(deviceHash(1, describeDevice(CHROME_132_LINUX))).toBe(chrome);
    expect(deviceHash(1, describeDevice(FIREFOX_WINDOWS))).not.toBe(chrome);
    expect(deviceHash(2, describeDevice(CHROME_131_LINUX))).not.toBe(chrome);
    expect(chrome).toMatch(/^[0-9a-f]{64}$/);
  });
});
