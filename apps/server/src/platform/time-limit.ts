/** The promise's value, or `fallback` when it has not settled within `ms`; the promise itself runs on. */
export async function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(resolve, ms, fallback)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
