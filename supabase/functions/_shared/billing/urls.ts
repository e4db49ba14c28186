/** Where a checkout sends the buyer back: the campaign's recipients screen, with the outcome. */

export interface ReturnTarget {
  workspaceId: string;
  campaignId: string;
  purchaseId: string;
}

const recipientsPath = (site: string, { workspaceId, campaignId }: ReturnTarget) =>
  `${site}/organizations/${workspaceId}/campaigns/${campaignId}/recipients`;

export const successUrl = (site: string, target: ReturnTarget) =>
  `${recipientsPath(site, target)}?payment=success&purchase=${target.purchaseId}`;

export const cancelUrl = (site: string, target: ReturnTarget) =>
  `${recipientsPath(site, target)}?payment=cancelled&purchase=${target.purchaseId}`;

/** Where a page's checkout and its customer portal send the buyer back: the page's view. */
export interface PageTarget {
  workspaceId: string;
  campaignId: string;
}

export const pageViewUrl = (site: string, { workspaceId, campaignId }: PageTarget) =>
  `${site}/organizations/${workspaceId}/pages/${campaignId}/view`;

export const subscriptionSuccessUrl = (site: string, target: PageTarget, subscriptionId: string) =>
  `${pageViewUrl(site, target)}?subscription=success&subscriptionId=${subscriptionId}`;

export const subscriptionCancelUrl = (site: string, target: PageTarget) =>
  `${pageViewUrl(site, target)}?subscription=cancelled`;
