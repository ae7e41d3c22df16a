/** A readable device and operating system from a User-Agent, for the session list and bug reports. */
export function describeUserAgent(userAgent: string | undefined): { device: string | null; operatingSystem: string | null } {
  if (!userAgent) return { device: null, operatingSystem: null };
  const os = /iPhone|iPad|iPod/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  const device = /iPad|Tablet/.test(userAgent) ? 'Tablet' : /Mobi|iPhone|Android/.test(userAgent) ? 'Mobile' : os ? 'Desktop' : null;
  return { device, operatingSystem: os };
}
