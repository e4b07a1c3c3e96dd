import { createElement, use, type ComponentType } from 'react'

/** A component whose code loads on demand. */
export interface DeferredComponent<P extends object> {
  /** The component, for renders that may wait for its module (the server's, a client-side navigation's). */
  Component: ComponentType<P>
}

/** Declares a component whose module loads only when it is first rendered (kept sections). */
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
  return { Component }
}

/** The component exports of a module, typed as the deferred components `deferredModule` gives for them. */
export type DeferredComponents<Module> = {
  readonly [Name in keyof Module as Module[Name] extends ComponentType<never> ? Name : never]: Module[Name] extends ComponentType<infer Props> ? ComponentType<Props & object> : never
}

/**
 * The components a module exports, each loading the module when it is first rendered (kept sections, ADR
 * 0029): `const { HomeSectors, HomeGuides } = deferredModule(() => import('~/components/directory/home-sections.tsx'))`.
 * Each name read makes a deferred component: destructured once at the top of a module, as above, each keeps
 * one type across renders, and the names are written once.
 */
export function deferredModule<Module extends object>(load: () => Promise<Module>): DeferredComponents<Module> {
  return new Proxy({} as DeferredComponents<Module>, {
    get: (_target, name: string) => deferred(() => load().then((module) => (module as Record<string, ComponentType<object>>)[name]!)).Component,
  })
}
