/**
 * One idempotency key per user intent (docs/product.md, "Calls"). An intent is named by what the
 * person asked for (e.g. the order body); asking for the same thing again after a failure or a
 * timeout reuses the key, so the server answers the first result instead of charging twice.
 * Once the intent has succeeded it is forgotten: the next identical request is a new intent.
 */
export class IntentKeys {
  private readonly keys = new Map<string, string>();

  constructor(private readonly createKey: () => string) {}

  /** The key for this intent, made on first use. */
  keyFor(intent: unknown): string {
    const name = stableName(intent);
    let key = this.keys.get(name);
    if (!key) {
      key = this.createKey();
      this.keys.set(name, key);
    }
    return key;
  }

  /** The intent succeeded (or definitively failed): forget its key. */
  done(intent: unknown): void {
    this.keys.delete(stableName(intent));
  }
}

/** JSON with sorted object keys, so `{a, b}` and `{b, a}` name the same intent. */
export function stableName(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}
