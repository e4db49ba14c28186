/** Test doubles for the generation handlers: an in-memory store (RLS as "what the caller can see"). */

import type { AiProvider } from '../ai/provider.ts';
import { createProvider } from '../ai/select-provider.ts';
import type { EmailImage } from '../email/build-design.ts';
import type { HandlerDeps } from '../generation/deps.ts';
import { takeGenerationQuota } from '../generation/quota.ts';
import type {
  CampaignContext,
  CampaignRecord,
  ClientRecord,
  GeneratedFields,
  UsageRecord,
  WorkspaceRecord,
} from '../generation/records.ts';
import type { GenerationStore } from '../generation/store.ts';
import { Refusal } from '../refusals/refusal.ts';
import { memoryRateLimit } from './memory-rate-limit.ts';

export const USER_ID = 'a1f0c3b2-0000-4000-8000-000000000001';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A token as the gateway hands it on (already verified there): only the claims matter here. */
export function bearer(claims: Record<string, unknown> = { role: 'authenticated', sub: USER_ID }): string {
  return `Bearer ${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const workspace: WorkspaceRecord = {
  id: 'b2e1d4c3-0000-4000-8000-000000000001',
  name: 'Harbor & Pine Studio',
  website: 'https://harborandpine.example',
  industry: 'Marketing agency',
  country: 'US',
  locale: 'en',
  logo_path: 'b2e1d4c3-0000-4000-8000-000000000001/logo.png',
  primary_color: '#f4f1ea',
  secondary_color: '#1f3a5f',
  tertiary_color: '#e07a5f',
  quaternary_color: '#c9c2b2',
  contact_street: '500 Congress Avenue, Suite 210',
  contact_city: 'Austin',
  contact_region: 'TX',
  contact_zip: '78701',
  contact_country: 'US',
};

export const client: ClientRecord = {
  id: 'c3f2e5d4-0000-4000-8000-000000000001',
  name: 'Bluebird Bikes',
  website: 'https://bluebirdbikes.example',
  logo_path: null,
  primary_color: '#eef5fb',
  secondary_color: '#12355b',
  tertiary_color: '#2a9df4',
  quaternary_color: '#b8cde0',
};

export function campaign(overrides: Partial<CampaignRecord> = {}): CampaignRecord {
  return {
    id: 'd4a3f6e5-0000-4000-8000-000000000001',
    workspace_id: workspace.id,
    client_id: client.id,
    kind: 'email',
    name: 'Spring tune-up week',
    product_name: 'Spring tune-up',
    description: 'A full tune-up while you wait: brakes adjusted, gears indexed, chain cleaned and lubed.',
    goals: 'Fill the workshop calendar for the first two weeks of April.',
    objectives: 'Book 120 tune-ups; bring back riders who have not visited since last autumn.',
    branding: 'Friendly neighbourhood shop: plain words, no jargon.',
    target_audience: 'Commuters and weekend riders within ten miles of the shop.',
    demographics: 'Adults 25-55.',
    legal_text: 'Offer valid April 1-14. Parts not included.',
    prompt: null,
    mood: 'playful',
    template: null,
    slug: 'bluebird-spring-tune-up',
    status: 'draft',
    content: null,
    design: null,
    html: null,
    subject: null,
    preheader: null,
    primary_color: null,
    secondary_color: null,
    tertiary_color: null,
    quaternary_color: null,
    ...overrides,
  };
}

export interface MemoryStore extends GenerationStore {
  saved: { context: CampaignContext; fields: GeneratedFields }[];
  versions: CampaignRecord[];
  usage: UsageRecord[];
}

/** What the caller can see, as RLS would let them: campaigns and workspaces listed here only. */
export function memoryStore(
  campaigns: CampaignRecord[],
  options: {
    workspaces?: WorkspaceRecord[];
    clients?: ClientRecord[];
    locked?: boolean;
    /** The workspace's pictures, or an error to throw when they are listed. */
    images?: EmailImage[] | Error;
  } = {},
): MemoryStore {
  const workspaces = options.workspaces ?? [workspace];
  const clients = options.clients ?? [client];
  const quota = memoryRateLimit();
  const store: MemoryStore = {
    saved: [],
    versions: [],
    usage: [],
    loadCampaign: (id) => {
      const found = campaigns.find((c) => c.id === id);
      const ws = workspaces.find((w) => w.id === found?.workspace_id);
      if (!found || !ws) return Promise.resolve(null);
      return Promise.resolve({
        campaign: found,
        workspace: ws,
        client: clients.find((c) => c.id === found.client_id) ?? null,
      });
    },
    loadWorkspace: (id) => Promise.resolve(workspaces.find((w) => w.id === id) ?? null),
    loadClient: (id) => Promise.resolve(clients.find((c) => c.id === id) ?? null),
    listEmailImages: () =>
      options.images instanceof Error
        ? Promise.reject(options.images)
        : Promise.resolve(options.images ?? []),
    saveGeneration: (context, fields) => {
      if (options.locked) throw new Refusal('campaign_locked');
      const hadContent = context.campaign.html != null || context.campaign.content != null;
      if (hadContent) store.versions.push({ ...context.campaign });
      store.saved.push({ context, fields });
      return Promise.resolve({ versionId: hadContent ? `version-${store.versions.length}` : null });
    },
    takeGenerationQuota: (userId) => takeGenerationQuota(quota, userId),
    recordUsage: (record) => {
      store.usage.push(record);
      return Promise.resolve();
    },
  };
  return store;
}

export function testDeps(
  store: GenerationStore,
  provider: AiProvider = createProvider({}),
  env: Record<string, string> = {},
): HandlerDeps {
  return {
    env: { SUPABASE_URL: 'http://127.0.0.1:54321', SITE_URL: 'http://127.0.0.1:5173', ...env },
    provider,
    model: 'composer-1',
    storeFor: () => store,
  };
}

export function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://127.0.0.1/functions/v1/test', {
    method: 'POST',
    headers: { Authorization: bearer(), 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
