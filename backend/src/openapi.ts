import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { NO_WRITE_LIMIT_EXTENSION } from './common/throttle/write-limit';

/** Sorts object keys recursively so the committed openapi.json diffs small and stays stable. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(sortKeys);
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/**
 * The OpenAPI document. Operation ids are the controller method names, so the SDK reads
 * `HealthService.checkHealth()`; they must be unique across the app (checked here).
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Plaza API')
    .setDescription('REST API of Plaza, the open social network and community site.')
    .setVersion('1.0.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
  documentCommonAnswers(document);
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, { operationId?: string }>)) {
      const id = operation?.operationId;
      if (!id) {
        continue;
      }
      const where = `${method.toUpperCase()} ${path}`;
      if (seen.has(id)) {
        throw new Error(`Duplicate operationId "${id}": ${seen.get(id)} and ${where}. Rename one controller method.`);
      }
      seen.set(id, where);
    }
  }
  return sortKeys(document) as OpenAPIObject;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorDto' } } },
});

/**
 * The answers any route can give by the rules that apply to all of them (not route by route), so
 * the document lists every status a client may meet: 503 when PostgreSQL or Redis is briefly
 * unreachable; 400 for a body that cannot be read; 422 for unusable text in the path, query or body
 * (the input guard); 404 for a path id that names nothing; 401 on members-only routes; and 429 on
 * members-only writes past WRITE_LIMIT_PER_MINUTE (WriteLimitGuard).
 */
function documentCommonAnswers(document: OpenAPIObject): void {
  interface Operation {
    security?: Record<string, string[]>[];
    parameters?: { in?: string }[];
    requestBody?: unknown;
    responses: Record<string, unknown>;
    [NO_WRITE_LIMIT_EXTENSION]?: boolean;
  }
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation | undefined>)) {
      if (!operation?.responses) {
        continue;
      }
      const exempt = operation[NO_WRITE_LIMIT_EXTENSION];
      delete operation[NO_WRITE_LIMIT_EXTENSION];
      const members = operation.security?.some((s) => 'bearer' in s) ?? false;
      const answers: [string, boolean, string][] = [
        ['400', Boolean(operation.requestBody), 'The body could not be read (malformed JSON or multipart, or nested too deeply)'],
        ['401', members, 'Missing, invalid or expired access token'],
        ['404', Boolean(operation.parameters?.some((p) => p.in === 'path')), 'Not found'],
        ['422', Boolean(operation.requestBody || operation.parameters?.length), 'Validation failed'],
        ['429', members && !exempt && !['get', 'head', 'options'].includes(method), 'Too many writes: wait for the seconds in Retry-After'],
        ['503', true, 'The database or Redis is briefly unavailable: retry after the seconds in Retry-After'],
      ];
      for (const [status, applies, description] of answers) {
        if (applies && !operation.responses[status]) {
          operation.responses[status] = errorResponse(description);
        }
      }
    }
  }
}

export function setupOpenApi(app: INestApplication): void {
  // Built on the first request for the docs, not at start-up (it took ~180 ms of every start);
  // `npm run openapi` (and so the drift check) builds it, duplicate operation ids included.
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json', customSiteTitle: 'Plaza API' });
}
