import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Mailbox } from './mailbox.ts';

/** The mail viewer's routes; the JSON API lets tests read what the stack sent. */
export function mailViewerApp(mailbox: Mailbox) {
  const app = new Hono();
  app.get('/api/messages', async (c) => c.json(await mailbox.list()));
  app.get('/api/messages/:id', async (c) => {
    const mail = await mailbox.get(c.req.param('id'));
    return mail ? c.json(mail) : c.json({ message: 'Not found' }, 404);
  });
  app.delete('/api/messages', async (c) => {
    await mailbox.clear();
    return c.body(null, 204);
  });
  return app;
}

export function startMailViewer(mailbox: Mailbox, host: string, port: number) {
  return serve({ fetch: mailViewerApp(mailbox).fetch, hostname: host, port });
}
