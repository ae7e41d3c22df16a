/** Only same-site paths, and never back into the login or logout screens. */
export function safeRedirect(target: string | null): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return null;
  if (/^\/(login|logout|login-loading)(\/|\?|$)/.test(target)) return null;
  return target;
}
