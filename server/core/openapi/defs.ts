// zod writes a recursive schema (the class tree, a record's replies) as `$defs` beside the schema
// that uses it, with `$ref: '#/$defs/__schema0'`. Inside an OpenAPI document such a reference
// resolves against the document's root, where there is no `$defs`, so readers and code
// generators fail. Each definition moves to `components.schemas` under a name unique to the
// document, and its references follow it.

type Schema = Record<string, unknown>;

export class SharedSchemas {
  readonly schemas: Record<string, Schema> = {};

  /** The schema with its `$defs` moved out; `prefix` names them (an operation's id and part). */
  lift(schema: Schema, prefix: string): Schema {
    const defs = schema.$defs as Record<string, Schema> | undefined;
    if (!defs) return schema;
    const names = new Map<string, string>();
    for (const name of Object.keys(defs)) {
      let unique = `${prefix}_${name.replace(/^_+/, '')}`;
      for (let n = 2; unique in this.schemas || [...names.values()].includes(unique); n++)
        unique = `${prefix}_${name.replace(/^_+/, '')}_${n}`;
      names.set(name, unique);
    }
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (typeof value !== 'object' || value === null) return value;
      const out: Schema = {};
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')) {
          const target = names.get(inner.slice('#/$defs/'.length));
          out[key] = target ? `#/components/schemas/${target}` : inner;
        } else out[key] = rewrite(inner);
      }
      return out;
    };
    const { $defs: _defs, ...rest } = schema;
    for (const [name, def] of Object.entries(defs))
      this.schemas[names.get(name)!] = rewrite(def) as Schema;
    return rewrite(rest) as Schema;
  }
}
