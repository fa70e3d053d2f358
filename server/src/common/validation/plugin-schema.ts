/**
 * The static method the Swagger CLI plugin (`server/nest-cli.json`, `classValidatorShim`) writes on
 * every class of a `*.dto.ts` file: it returns, per property, what the plugin read from the source
 * (`required` from `?`, `type`, `description` from the doc comment, and `minimum`, `maximum`,
 * `minLength`, `maxLength`, `pattern` from the class-validator decorators it finds by name).
 * `@nestjs/swagger` reads it under this name (`METADATA_FACTORY_NAME`, not exported by the package).
 */
const PLUGIN_FACTORY = '_OPENAPI_METADATA_FACTORY';

/** Schema keys of one property, as the plugin writes them (`{ required: true, maxLength: 80 }`). */
export type PluginSchema = Record<string, unknown>;

type PluginFactory = () => Record<string, PluginSchema>;
/** A DTO class, seen only through the plugin's static method. */
type DtoClass = { [PLUGIN_FACTORY]?: PluginFactory };

/** What each class's composite decorators add to the plugin's answer, by property. */
const added = new WeakMap<DtoClass, Map<string, PluginSchema>>();

/**
 * DTO property decorator for composite field decorators: adds `schema` to the plugin's entry for the
 * property, as if the plugin had read the class-validator decorators the composite hides from it
 * (it reads decorators by name, statically, so `@MaxLength(80)` inside a composite is invisible).
 *
 * Why not `@ApiProperty`: Swagger lists the properties that carry an `@ApiProperty` first and the
 * plugin's after them, so an `@ApiProperty` on a field that had none moves it in the document (and
 * in the generated client). Added here, the property keeps its place and its keys their order
 * (the plugin's own: `pattern` last), so the OpenAPI document is the one the plain decorators gave.
 *
 * Works with inheritance and `PartialType` (both call the class's factory). Without the plugin (unit
 * tests compiled by swc) the class gets a factory with only these keys.
 */
export function AddToPluginSchema(schema: PluginSchema): PropertyDecorator {
  return (target: object, property: string | symbol) => {
    const dto = target.constructor as DtoClass;
    let byProperty = added.get(dto);
    if (!byProperty) {
      added.set(dto, (byProperty = new Map()));
      const own = Object.prototype.hasOwnProperty.call(dto, PLUGIN_FACTORY) ? dto[PLUGIN_FACTORY] : undefined;
      const additions = byProperty;
      Object.defineProperty(dto, PLUGIN_FACTORY, {
        configurable: true,
        writable: true,
        value: () => {
          const read = own ? own.call(dto) : {};
          for (const [name, extra] of additions) read[name] = mergeInPluginOrder(read[name] ?? {}, extra);
          return read;
        },
      });
    }
    byProperty.set(String(property), { ...byProperty.get(String(property)), ...schema });
  };
}

/** `{ ...read, ...extra }`, with `pattern` last as the plugin writes it (after every length and bound). */
function mergeInPluginOrder(read: PluginSchema, extra: PluginSchema): PluginSchema {
  const merged: PluginSchema = { ...read, ...extra };
  if (!('pattern' in merged)) return merged;
  const { pattern, ...rest } = merged;
  return { ...rest, pattern };
}
