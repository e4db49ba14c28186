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
