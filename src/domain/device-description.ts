import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A short, human description of a stored user agent ("Firefox on Windows"), enough for a
 * person to recognise their own devices in a session list. Deliberately coarse: versions and
 * build details add nothing to recognition and would only look alarming. In the reader's
 * language (`i18n`); the names of browsers and systems stay as they are.
 */
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];

const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export const UNKNOWN_DEVICE = msg`Unknown device`;

export function describeDevice(i18n: I18n, userAgent: string | null | undefined): string {
  if (!userAgent) return i18n._(UNKNOWN_DEVICE);
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return i18n._(msg`${browser} on ${system}`);
  return browser ?? system ?? i18n._(UNKNOWN_DEVICE);
}
