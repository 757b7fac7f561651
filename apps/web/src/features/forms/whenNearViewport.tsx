'use client';

import type { ComponentType, ReactNode } from 'react';
import { useNearViewport } from '@/ui/useNearViewport';

/**
 * Renders a lazily loaded form only once its place comes near the screen; until then its
 * placeholder holds the space. A sign-up form at the foot of the home page then costs the
 * page's start nothing (issue 15: the form's code was most of the home page's blocking time).
 */
export function whenNearViewport<P extends object>(
  Form: ComponentType<P>,
  placeholder: ReactNode,
): ComponentType<P> {
  function NearViewportForm(props: P) {
    const [ref, near] = useNearViewport<HTMLDivElement>();
    if (near) return <Form {...props} />;
    return <div ref={ref}>{placeholder}</div>;
  }
  return NearViewportForm;
}
