import type { INestApplication } from '@nestjs/common';
import { buildOpenApiDocument } from '../../src/openapi';

/** A JSON schema as the OpenAPI document gives it (the parts the tests read). */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

/** One operation of the API, discovered from its OpenAPI document. */
export interface Route {
  method: string;
  /** The path template, e.g. `/api/chats/{chatId}/messages`. */
  path: string;
  operationId: string;
  /** Needs a bearer token (members only). */
  members: boolean;
  /** Takes a bearer token but does without (`security: [{ bearer: [] }, {}]`): open to visitors. */
  optionalAuth: boolean;
  parameters: Parameter[];
  /** `application/json`, `multipart/form-data`, or undefined without a body. */
  bodyType?: string;
  bodySchema?: Schema;
  /** The documented status codes. */
  statuses: number[];
}

/**
 * Every route of the running app, read from the OpenAPI document it generates, so suites that
 * walk the whole API cover routes added later without being edited.
 */
export function discoverRoutes(app: INestApplication): { routes: Route[]; resolve: (schema: Schema | undefined) => Schema } {
  const document = buildOpenApiDocument(app) as unknown as {
    paths: Record<string, Record<string, { operationId: string; security?: object[]; parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, unknown> }>>;
    components: { schemas: Record<string, Schema> };
  };
  const schemas = document.components.schemas;
  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema) {
      return {};
    }
    if (schema.$ref) {
      return resolve(schemas[schema.$ref.replace('#/components/schemas/', '')]);
    }
    if (schema.allOf) {
      const parts = schema.allOf.map(resolve);
      return {
        type: 'object',
        properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) as Record<string, Schema>,
        required: parts.flatMap((p) => p.required ?? []),
      };
    }
    return schema;
  };
  const routes: Route[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const content = operation.requestBody?.content ?? {};
      const bodyType = Object.keys(content)[0];
      routes.push({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        members: Boolean(operation.security?.length) && !optional(operation.security),
        optionalAuth: Boolean(operation.security?.length) && optional(operation.security),
        parameters: (operation.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) })),
        bodyType,
        bodySchema: bodyType ? resolve(content[bodyType].schema) : undefined,
        statuses: Object.keys(operation.responses).map(Number),
      });
    }
  }
  return { routes, resolve };
}

/** An empty security requirement among the alternatives: no credentials is one way in. */
const optional = (security: object[] | undefined) => Boolean(security?.some((requirement) => Object.keys(requirement).length === 0));

/** The path of a route with its parameters filled in (each value URL-encoded). */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? '1'));
}
