import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** resolves once no handler is running (or after timeoutMs) */
    handlersSettled(timeoutMs: number): Promise<void>;
  }
}

/**
 * Counts requests whose handler has not answered yet. A client that hangs up does not stop its
 * handler, and closing the server does not wait for such handlers, so shutdown waits for this
 * count before closing the database under them.
 */
export default fp(
  async function inFlight(app: FastifyInstance) {
    const running = new WeakSet<FastifyRequest>();
    let count = 0;
    app.addHook('onRequest', async (req) => {
      running.add(req);
      count += 1;
    });
    const settle = async (req: FastifyRequest) => {
      if (running.delete(req)) count -= 1;
    };
    app.addHook('onSend', settle);
    app.addHook('onResponse', settle);
    app.decorate('handlersSettled', async (timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (count > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    });
  },
  { name: 'in-flight' },
);
