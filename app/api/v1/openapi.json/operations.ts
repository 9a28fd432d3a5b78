import { z } from 'zod';
import { defineOperation } from '@/lib/api/operation';

export const getOpenApiDocumentOperation = defineOperation({
  operationId: 'getOpenApiDocument',
  method: 'GET',
  path: '/api/v1/openapi.json',
  summary: 'This document',
  description: 'The OpenAPI 3.1 description of the JSON API, generated from the schemas that validate its requests.',
  tags: ['Meta'],
  auth: 'public',
  response: z.record(z.string(), z.unknown()),
  cacheControl: 'public, max-age=300',
});
