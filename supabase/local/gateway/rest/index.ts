import { Hono } from 'hono';
import type { GatewayContext } from '../context.ts';
import type { GatewayPart } from '../server.ts';

export function restRoutes(_ctx: GatewayContext): GatewayPart {
  const app = new Hono();
  app.all('*', (c) => c.json({ message: 'not implemented yet' }, 501));
  return { app };
}
