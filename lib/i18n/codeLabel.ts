/**
 * The label a catalogue gives a code the server sent (an audit action, a payment state), or the
 * code itself when the catalogue does not know it yet: a newer server's code shows as written
 * instead of crashing the screen or showing nothing. Own keys only, so `constructor` stays a code.
 */
export function codeLabel(labels: Readonly<Record<string, string>>, code: string): string {
  return Object.hasOwn(labels, code) ? labels[code]! : code;
}
