import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Transform = typeof jsonSchemaTransform;

/** Zod request schemas become JSON Schema; a route still declared in JSON Schema passes as is. */
const transform: Transform = (document) => {
  const { schema } = document;
  const parts = schema ? [schema.body, schema.querystring, schema.params, schema.headers] : [];
  if (parts.some((part) => part !== undefined && !(part instanceof z.ZodType))) return { schema, url: document.url };
  return jsonSchemaTransform(document);
};

/**
 * OpenAPI 3 of every route, generated from the lines' contracts: the UI at /api/docs, the document
 * at /api/docs/json. Registered before the lines so every route is collected.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Summit Resorts storefront API',
        description:
          'Every call of the store. State-changing calls need the RequestVerificationToken header of the visitor session (GET /api/account/session hands one out). Answers are { success, data, Message? }.',
        version: '1.0.0',
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
