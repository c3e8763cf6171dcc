import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page (or layout) loaded when first shown: `page(() => import('./Module'), 'ExportName')`. */
export const page = <K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> => lazy(async () => ({ default: (await load())[name] }));
