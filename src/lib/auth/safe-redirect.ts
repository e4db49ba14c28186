/** Where to go after signing in when nothing else was asked for. */
export const HOME_AFTER_SIGN_IN = '/lobby';

/**
 * Accepts only a path of this site as a return address, so a crafted link such as
 * /sign-in?redirect=https://evil.test cannot send a freshly signed-in user elsewhere.
 */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//'))
    return HOME_AFTER_SIGN_IN;
  if (target.includes('\\') || /^\/(sign-in|sign-up)\b/.test(target)) return HOME_AFTER_SIGN_IN;
  return target;
}
