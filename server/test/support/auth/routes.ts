import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { IS_PUBLIC } from '../../../src/common/auth/decorators';
import type { TestApp } from '../test-app';

/** One HTTP route of the running app, as its controller declares it. */
export interface DeclaredRoute {
  method: string;
  /** Full path with Nest's `:param` placeholders, e.g. `/api/character/profile/:userId/rate`. */
  path: string;
  /** Marked `@Public()` on the handler or its controller. */
  isPublic: boolean;
  handler: string;
}

/** Paths left out of the global `/api` prefix (app.factory.ts). */
const UNPREFIXED = new Set(['metrics']);

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every route every controller of the app declares, read from Nest's route metadata. */
export function declaredRoutes(app: TestApp): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const module of app.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const controllerPaths = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
      const controllerPublic = Reflect.getMetadata(IS_PUBLIC, controller) === true;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        if (name === 'constructor') continue;
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        const handlerPaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (method === undefined || handlerPaths === undefined) continue;
        const isPublic = controllerPublic || Reflect.getMetadata(IS_PUBLIC, handler) === true;
        for (const controllerPath of controllerPaths) {
          for (const handlerPath of [handlerPaths].flat()) {
            const path = joinPath(controllerPath, handlerPath);
            const prefixed = UNPREFIXED.has(controllerPath.replace(/^\//, '')) ? path : joinPath('api', path);
            routes.push({
              method: RequestMethod[method],
              path: prefixed,
              isPublic,
              handler: `${controller.name}.${name}`,
            });
          }
        }
      }
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** A concrete URL path for a route: every `:param` becomes `value`. */
export const concretePath = (route: DeclaredRoute, value = '1') => route.path.replace(/:[^/]+/g, value);
