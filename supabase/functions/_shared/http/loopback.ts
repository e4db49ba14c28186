/**
 * Whether a URL points at this machine: the local stack's stand-ins (checkout, mailbox) and their
 * published secrets are only trusted while SUPABASE_URL is one.
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLoopbackUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    const host = new URL(value).hostname.toLowerCase();
    return LOOPBACK_HOSTS.has(host) || /^127(\.\d{1,3}){3}$/.test(host) || host.endsWith('.localhost');
  } catch {
    return false;
  }
}
