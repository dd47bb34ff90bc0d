/**
 * "Chrome on Android" from a browser's User-Agent header: enough for an admin to tell their
 * sessions apart in the Account screen and the Activity log. The header says what the browser
 * claims, nothing more, so this is a description, never a check.
 */
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bUCBrowser\//, "UC Browser"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bSafari\//, "Safari"],
  [/\bcurl\//, "curl"],
];

const systems: [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b|\biPad\b|\biPod\b/, "iOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const nameOf = (userAgent: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function describeDevice(userAgent: string): string {
  const browser = nameOf(userAgent, browsers);
  const system = nameOf(userAgent, systems);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? (userAgent.trim() ? "An unknown browser" : "An unnamed device");
}
