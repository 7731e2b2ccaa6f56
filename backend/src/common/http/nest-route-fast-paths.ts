import type { CanActivate, Type } from '@nestjs/common';
import { RouterExecutionContext } from '@nestjs/core/router/router-execution-context.js';
import { isStreamingBody } from '@nestjs/core/router/streaming-body.js';
import type { RouteHandler } from '../auth/decorators';

/**
 * A guard that can tell, when a route is built, that it lets every request of that route through
 * (it would answer `true` and change nothing), e.g. the access guard on a @Public() route.
 */
export interface RouteAwareGuard extends CanActivate {
  letsRouteThrough(controller: Type<unknown>, handler: RouteHandler): boolean;
}

function isRouteAware(guard: CanActivate): guard is RouteAwareGuard {
  return typeof (guard as Partial<RouteAwareGuard>).letsRouteThrough === 'function';
}

type GuardsFn = RouterExecutionContext['createGuardsFn'];
type PickStreamingBody = (result: unknown, handlerStreams: unknown[]) => unknown;

const INSTALLED = Symbol.for('plaza.nestRouteFastPaths');

/**
 * Two changes to how NestJS runs an HTTP route, made once, before the routes are built. Each does
 * exactly what Nest did, with less work per request; measured on the liveness route in
 * bench/README.md ("Nest's route execution"), about 2 µs of the ~17 a request cost.
 *
 * - **Guards that let the route through are left out of it.** Nest runs every global guard on
 *   every request (an `ExecutionContextHost`, two `async` layers and their promise hops), also
 *   where the guard knows from the route alone that it lets everything through: AccessGuard and
 *   the write limit on a @Public() route. A guard implementing `letsRouteThrough()` is asked once,
 *   when the route is built; a route no guard is left on runs without Nest's guard step at all,
 *   as a route without guards always has. Only a guard's own `true` answer can drop it, so a
 *   guard that is not sure keeps running.
 * - **No `Function.prototype.toString()` per answer.** To find a stream an interceptor wrapped in
 *   a plain object, Nest tests every result with `isPlainObject()`, which renders `Object`'s source
 *   text twice, before asking whether the handler produced a stream at all. That question is asked
 *   first here: without one, the answer is the same (`undefined` unless the result itself is a
 *   stream), as its `some()` would have been false.
 *
 * Both patch methods of Nest's `RouterExecutionContext` (`@nestjs/core`, not its public API). If
 * a Nest release renames them, `nest-route-fast-paths.spec.ts` fails; the app would still run as
 * plain Nest does (the patch is skipped), only slower.
 */
export function installNestRouteFastPaths(): void {
  const proto = RouterExecutionContext.prototype as unknown as {
    createGuardsFn: GuardsFn;
    pickStreamingBody: PickStreamingBody;
    [INSTALLED]?: true;
  };
  if (proto[INSTALLED] || typeof proto.createGuardsFn !== 'function' || typeof proto.pickStreamingBody !== 'function') {
    return;
  }
  proto[INSTALLED] = true;

  const createGuardsFn = proto.createGuardsFn;
  proto.createGuardsFn = function (this: RouterExecutionContext, guards, instance, callback, contextType) {
    const controller = (instance as object).constructor as Type<unknown>;
    const needed = guards.filter((guard) => !(isRouteAware(guard) && guard.letsRouteThrough(controller, callback)));
    return createGuardsFn.call(this, needed, instance, callback, contextType);
  } as GuardsFn;

  const pickStreamingBody = proto.pickStreamingBody;
  proto.pickStreamingBody = function (this: RouterExecutionContext, result, handlerStreams) {
    if (handlerStreams.length === 0) {
      return isStreamingBody(result) ? result : undefined;
    }
    return pickStreamingBody.call(this, result, handlerStreams);
  };
}

/** True once installNestRouteFastPaths() has patched Nest (for its tests). */
export function nestRouteFastPathsInstalled(): boolean {
  return (RouterExecutionContext.prototype as unknown as { [INSTALLED]?: true })[INSTALLED] === true;
}
