/**
 * The DMARC record advised for a sending domain: `p=none` reports without rejecting anything, the
 * least Gmail, Yahoo and Microsoft accept from bulk senders, and aggregate reports go to the
 * workspace's contact address. DMARC is looked up at the organisational domain too, so a record
 * at `_dmarc.<domain>` is the one that surely applies to this domain.
 */
export function dmarcRecord(domain: string, reportEmail: string | null) {
  return {
    type: 'TXT',
    name: `_dmarc.${domain}`,
    value: reportEmail ? `v=DMARC1; p=none; rua=mailto:${reportEmail}` : 'v=DMARC1; p=none',
  };
}
