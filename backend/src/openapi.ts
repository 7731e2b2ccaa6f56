import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { DomainDescriptor } from './common/domain/domain-descriptor';
import { DOMAIN_DESCRIPTORS } from './common/domain/domains.module';
import { NO_WRITE_LIMIT_EXTENSION } from './common/throttle/write-limit';

/** Tags of the routes that belong to no domain. */
const CORE_TAGS: Record<string, string> = {
  health: 'Liveness and readiness of this instance, for load balancers and orchestrators',
  realtime: 'Channel authorization for the Pusher protocol (pusher-js, Laravel Echo) and Socket.IO clients',
};

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
    // First the origin that serves the document (the SDK's default base: same origin), then any instance.
    .addServer('/', 'The Plaza instance that serves this document')
    .addServer('{origin}', 'Any Plaza instance: its PUBLIC_URL', {
      origin: { default: 'http://localhost:3000', description: "The instance's address, e.g. https://plaza.example" },
    })
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
  documentCommonAnswers(document);
  declareTags(document, app.get<readonly DomainDescriptor[]>(DOMAIN_DESCRIPTORS, { strict: false }));
  strictNullableReferences(document);
  describeOperations(document);
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

/** Lists every tag with what it covers; a route whose tag no domain declares fails the build. */
function declareTags(document: OpenAPIObject, domains: readonly DomainDescriptor[]): void {
  const declared = new Map(Object.entries(CORE_TAGS));
  for (const domain of domains) {
    for (const [name, description] of Object.entries(domain.apiTags ?? {})) {
      declared.set(name, description);
    }
  }
  const used = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, { tags?: string[] }>)) {
      for (const tag of operation?.tags ?? []) {
        if (!declared.has(tag)) {
          throw new Error(`Tag "${tag}" of ${method.toUpperCase()} ${path} is not declared: add it to its domain's apiTags`);
        }
        used.add(tag);
      }
    }
  }
  document.tags = [...used].sort().map((name) => ({ name, description: declared.get(name) }));
}

interface DescribedOperation {
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { name?: string; in?: string }[];
  requestBody?: { content?: Record<string, unknown> };
  responses: Record<string, { description?: string }>;
}

const STATUS_TEXT: Record<string, string> = { '200': 'OK', '201': 'Created', '204': 'No content', '401': 'Missing, invalid or expired access token' };

/**
 * Says for every operation who may call it, how it pages, what body it takes and what limits it
 * counts toward, from what the route declares; an operation's own description comes first.
 */
function describeOperations(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, DescribedOperation | undefined>)) {
      if (!operation?.responses) {
        continue;
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!response.description && STATUS_TEXT[status]) {
          response.description = STATUS_TEXT[status];
        }
      }
      const security = operation.security ?? [];
      const member = security.some((s) => 'bearer' in s);
      const visitorsToo = security.some((s) => Object.keys(s).length === 0);
      const staff = /roles/.test(operation.responses['403']?.description ?? '');
      const parts = [
        staff
          ? 'Moderators and admins only: their bearer token.'
          : member && visitorsToo
            ? "Open to visitors; with a member's bearer token, the answer is what that member may see."
            : member
              ? 'Members only: the bearer token from sign-in.'
              : 'Open to anyone, without a token.',
      ];
      const query = new Set((operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
      if (query.has('page') && query.has('take')) {
        parts.push('Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.');
      }
      if (operation.requestBody?.content?.['multipart/form-data']) {
        parts.push("A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted.");
      }
      if (operation.responses['429'] && !['get', 'head'].includes(method)) {
        parts.push(member ? 'Counts toward the writes a member may make per minute: past them, 429 with Retry-After.' : 'Rate-limited: past the limit, 429 with Retry-After.');
      }
      operation.description = [operation.description, parts.join(' ')].filter(Boolean).join('\n\n');
    }
  }
}

type SchemaNode = Record<string, unknown>;

/**
 * OpenAPI 3.0's `nullable` only widens the `type` beside it, so a nullable reference written as
 * `allOf: [$ref]` + `nullable` still refuses null under strict validators. It becomes
 * `anyOf: [$ref, {null}]` (scripts/sdk.mjs turns it back for the generator, which reads only the first form).
 */
function strictNullableReferences(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(strictNullableReferences);
    return;
  }
  if (!node || typeof node !== 'object') {
    return;
  }
  const schema = node as SchemaNode;
  const allOf = schema.allOf as SchemaNode[] | undefined;
  if (schema.nullable === true && allOf?.length === 1 && typeof allOf[0].$ref === 'string') {
    delete schema.allOf;
    delete schema.nullable;
    delete schema.type;
    schema.anyOf = [allOf[0], NULL_SCHEMA];
  }
  Object.values(schema).forEach(strictNullableReferences);
}

/** Null, and only null, in OpenAPI 3.0 terms. */
const NULL_SCHEMA = { type: 'object', nullable: true, enum: [null] } as const;

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
