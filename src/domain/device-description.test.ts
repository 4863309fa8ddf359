import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { describeDevice, UNKNOWN_DEVICE } from './device-description.ts';

describe('describeDevice', () => {
  it('names the browser and the system of common user agents', () => {
    expect(
      describeDevice(i18n, 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/153.0.0.0 Safari/537.36'),
    ).toBe('Chrome on Linux');
    expect(describeDevice(i18n, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0')).toBe(
      'Firefox on Windows',
    );
    expect(
      describeDevice(
        i18n,
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      ),
    ).toBe('Safari on macOS');
    expect(
      describeDevice(
        i18n,
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      describeDevice(
        i18n,
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(
      describeDevice(i18n, 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'),
    ).toBe('Chrome on Android');
  });

  it('says so when nothing is recognisable', () => {
    expect(describeDevice(i18n, null)).toBe(i18n._(UNKNOWN_DEVICE));
    expect(describeDevice(i18n, '')).toBe(i18n._(UNKNOWN_DEVICE));
    expect(describeDevice(i18n, 'node')).toBe(i18n._(UNKNOWN_DEVICE));
  });
});
