/** Promise.withResolvers, which Node 20 lacks. */
export function deferred<T = void>() {
  const handles: { resolve?: (value: T) => void; reject?: (reason: unknown) => void } = {};
  const promise = new Promise<T>((resolve, reject) => {
    handles.resolve = resolve;
    handles.reject = reject;
  });
  return {
    promise,
    resolve: (value: T) => handles.resolve?.(value),
    reject: (reason: unknown) => handles.reject?.(reason),
  };
}
