import { lazy, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads when it is first drawn, or before through `load`. */
export type Loadable<P, M> = ComponentType<P> & {
  /** Loads the code (the module is fetched once, however often this is called) and answers it. */
  load: () => Promise<M>;
};

type PropsOf<C> = C extends (props: infer P) => ReactNode ? P : never;

/**
 * The component `name` of the module `load` brings, loaded when first drawn (`loadable(() =>
 * import('./Page'), 'Page')`). Once its code has come, by a drawing or by `load`, it is drawn at once:
 * React's `lazy` would still suspend on its first drawing, and a boundary that showed its fallback
 * reveals what it waited for only 300 ms after the last fallback shown (React's throttle), which kept
 * a dashboard whose code came during the sign-in from asking for its data for that long.
 */
export function loadable<M extends Record<K, (props: never) => ReactNode>, K extends string>(
  load: () => Promise<M>,
  name: K,
): Loadable<PropsOf<M[K]>, M> {
  // Drawn with the props it was given, which the answer's type holds to the component's own.
  const componentOf = (module: M) => module[name] as unknown as ComponentType<object>;
  let loaded: ComponentType<object> | undefined;
  const loadModule = () =>
    load().then((module) => {
      loaded = componentOf(module);
      return module;
    });
  const Lazy = lazy(async () => ({ default: componentOf(await loadModule()) }));
  function Loaded(props: object) {
    // Chosen once for each mounting: a component that turned from the lazy one into the loaded one
    // would be mounted anew, its state lost.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Loaded as ComponentType<PropsOf<M[K]>>, { load: loadModule });
}
