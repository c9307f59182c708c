import type { FastifyInstance } from 'fastify';
import { isSharedAnswer } from './http';
import { keepJson } from './kept-answers';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * A line's routes validate and serialize through its `contract.ts` (zod). Called at the top of
 * each line's plugin: the compilers apply to that plugin's encapsulated context only.
 *
 *   const api = useContracts(app);
 *   api.post('/cart/add/:line', { schema: { params, body, response: { 200: ... } } }, handler);
 */
export function useContracts(app: FastifyInstance) {
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(keptSerializerCompiler);
  return app.withTypeProvider<ZodTypeProvider>();
}

/**
 * The contract's validator. A request sent without a body (none at all, or an empty JSON text,
 * which Fastify hands on as null or undefined) is a request with no fields, checked as `{}`: a
 * call that takes no fields works without one, and a call that needs some names the first
 * missing field. A body that is there but not one object never gets here (json-body.ts).
 */
const contractValidatorCompiler: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data: unknown) => validate(data ?? {});
};

/**
 * The contract's serializer (zod encode, then JSON), keeping the JSON of shared answers
 * (`shareAnswer`): an answer served to many requests is encoded once.
 */
const keptSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const kept = new WeakMap<object, Buffer>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !isSharedAnswer(data)) return serialize(data);
    let json = kept.get(data);
    if (json === undefined) {
      json = keepJson(Buffer.from(serialize(data)), (data as { data: object }).data);
      kept.set(data, json);
    }
    // Bytes, not text: nothing is encoded again for each request.
    return json as unknown as string;
  };
};

export type ContractApp = ReturnType<typeof useContracts>;
