import type { INestApplicationContext } from '@nestjs/common';

/** The modules of a Nest container, as `ModulesContainer` holds them. */
type Modules = Map<string, { providers: Map<unknown, unknown>; controllers: Map<unknown, unknown> }>;

/** A provider's lookup name: a class's name, a symbol's description, a string token itself. */
export function tokenName(token: unknown): string {
  if (typeof token === 'function') return token.name;
  if (typeof token === 'symbol') return token.description ?? String(token);
  return String(token);
}

/**
 * The app with `get` resolving a provider or controller by its name: a class (its name is used, so
 * a class compiled by jest finds the compiled build's), the class's name as a string, or an injection
 * symbol (its description). Everything else is the app's own. A test may then name a service as a
 * string and skip importing its module graph.
 * @throws from `get` when no provider, or more than one, has the name
 */
export function lookupByName<App extends INestApplicationContext>(app: App, modules: Modules): App {
  const byName = new Map<string, unknown[]>();
  for (const module of modules.values()) {
    for (const token of [...module.providers.keys(), ...module.controllers.keys()]) {
      const list = byName.get(tokenName(token)) ?? [];
      if (!list.includes(token)) list.push(token);
      byName.set(tokenName(token), list);
    }
  }
  const get = (token: unknown, options?: object) => {
    const found = byName.get(tokenName(token));
    if (!found) throw new Error(`no provider named ${tokenName(token)} in the app`);
    if (found.length > 1) throw new Error(`${found.length} providers are named ${tokenName(token)}`);
    return app.get(found[0] as string, { strict: false, ...options });
  };
  return new Proxy(app, {
    get: (target, property) => (property === 'get' ? get : Reflect.get(target, property, target)),
  });
}
