/**
 * Bounds one call to the browser or the server in real time: a call that never settles (seen on
 * a loaded CI machine) fails with its name instead of the whole test's timeout.
 */
export async function within<T>(ms: number, label: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
