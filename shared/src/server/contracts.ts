import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * A line's routes validate and serialize through its `contract.ts` (zod). Called at the top of
 * each line's plugin: the compilers apply to that plugin's encapsulated context only.
 *
 *   const api = useContracts(app);
 *   api.post('/cart/add/:line', { schema: { params, body, response: { 200: ... } } }, handler);
 */
export function useContracts(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app.withTypeProvider<ZodTypeProvider>();
}

export type ContractApp = ReturnType<typeof useContracts>;
