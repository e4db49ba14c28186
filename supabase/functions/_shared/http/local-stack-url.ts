/**
 * Whether SUPABASE_URL is a local stack's: the stand-ins for Stripe (local-checkout) and for Resend's
 * webhook signer (the local mailbox), and their secrets published in this repository, are trusted
 * only then.
 *
 * Local means this machine (loopback: the stack of supabase/local and `supabase functions serve`
 * outside Docker) or the names the Supabase CLI gives its API gateway inside its Docker network:
 * `kong` and its alias `api.supabase.internal` (CLI 2.x and 3.x `supabase start`, functions see
 * `http://kong:8000`) and `host.docker.internal` (the CLI's Docker edge runtime reaching a stack on
 * the host). A hosted project's URL (`https://<ref>.supabase.co` or a custom domain) is none of
 * these, so a deployed project never turns a stand-in on.
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const CLI_DOCKER_HOSTS = new Set(['kong', 'api.supabase.internal', 'host.docker.internal']);

export function isLocalStackUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    const host = new URL(value).hostname.toLowerCase();
    return (
      LOOPBACK_HOSTS.has(host) ||
      /^127(\.\d{1,3}){3}$/.test(host) ||
      host.endsWith('.localhost') ||
      CLI_DOCKER_HOSTS.has(host)
    );
  } catch {
    return false;
  }
}
