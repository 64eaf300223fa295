import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas, browsable at /docs (JSON at /docs/json). */
export default fp(async function openApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Magazine API',
        description:
          'Every body is `{ errorCode, message, data }`; errorCode is 200 on success, the HTTP status otherwise, and `message` carries the domain code.',
        version: '2.0.0',
      },
      components: {
        securitySchemes: {
          // SPEC §7: the access token and the visitor key travel as headers of these names
          accessToken: { type: 'apiKey', in: 'header', name: 'accessToken' },
          userkey: { type: 'apiKey', in: 'header', name: 'userkey' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
});
