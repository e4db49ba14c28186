import assert from 'node:assert/strict';
import { kickProcessor } from './kick.ts';

Deno.test('the kick posts the job to process-send-jobs with the secret key and never throws', async () => {
  const requests: Request[] = [];
  const kick = kickProcessor(
    { SUPABASE_URL: 'https://project.supabase.co/', SUPABASE_SERVICE_ROLE_KEY: 'service-key' },
    async (input, init) => {
      requests.push(new Request(input, init));
      return new Response('{}');
    },
  );
  kick('job-7');
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(requests[0]?.url, 'https://project.supabase.co/functions/v1/process-send-jobs');
  assert.equal(requests[0]?.headers.get('authorization'), 'Bearer service-key');
  assert.deepEqual(await requests[0]?.json(), { jobId: 'job-7' });

  // With the new keys, the secret key (process-send-jobs accepts it), preferred to the legacy one.
  kickProcessor(
    {
      SUPABASE_URL: 'https://project.supabase.co',
      SUPABASE_SECRET_KEYS: '{"default":"sb_secret_1"}',
      SUPABASE_SERVICE_ROLE_KEY: 'service-key',
    },
    async (input, init) => {
      requests.push(new Request(input, init));
      return new Response('{}');
    },
  )('job-9');
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(requests[1]?.headers.get('authorization'), 'Bearer sb_secret_1');

  const warn = console.warn;
  console.warn = () => {};
  try {
    kickProcessor({ SUPABASE_URL: 'https://x.supabase.co' }, () => Promise.reject(new Error('offline')))(
      'job-8',
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
  } finally {
    console.warn = warn;
  }
});

Deno.test('without a job id the kick asks for any due job', async () => {
  const requests: Request[] = [];
  kickProcessor(
    { SUPABASE_URL: 'https://project.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'k' },
    async (input, init) => {
      requests.push(new Request(input, init));
      return new Response('{}');
    },
  )(null);
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(await requests[0]?.json(), {});
});
