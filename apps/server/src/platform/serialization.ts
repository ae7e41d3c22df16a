import type { FastifyReply, FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers are written by fast-json-stringify, compiled once per route from the JSON Schema of the
 * route's zod response schema: only the properties the schema names are written, a missing required
 * one fails, and it costs a fraction of a zod parse plus JSON.stringify per answer. A schema JSON
 * Schema cannot express falls back to the zod serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) =>
  compileSerializer(route.schema) ?? zodSerializerCompiler(route);

/** fast-json-stringify for a zod schema, or null when JSON Schema cannot express it. */
export function compileSerializer(schema: z.ZodType): ((data: unknown) => string) | null {
  try {
    return fastJson(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

/**
 * Sends an answer whose JSON text is already made (by the database, from stored API forms) as it
 * is: Fastify serializes objects only, and the route's response schema still documents the answer.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
