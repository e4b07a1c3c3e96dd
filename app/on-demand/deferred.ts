import { createElement, use, type ComponentType } from 'react'

/** A component whose code loads on demand. */
export interface DeferredComponent<P extends object> {
  /** The component once its module has loaded, else undefined. */
  loaded(): ComponentType<P> | undefined
  /** Loads the module (once). */
  load(): Promise<ComponentType<P>>
  /** The component, for renders that may wait for its module (the server's, a client-side navigation's). */
  Component: ComponentType<P>
}

/** Declares a component whose module loads only when it is used (kept sections, `HydrateOnUse`). */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let component: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const loadOnce = () =>
    (loading ??= load().then(
      (loadedComponent) => (component = loadedComponent),
      (error: unknown) => {
        // A chunk that failed to load (network down) may load on a later try.
        loading = undefined
        throw error
      },
    ))
  // One component type whatever the module's state, so a render after the module has loaded keeps the state
  // of one made while it was loading (createElement: the type is the same function on every render).
  function Component(props: P) {
    return createElement(component ?? use(loadOnce()), props)
  }
  return { loaded: () => component, load: loadOnce, Component }
}
