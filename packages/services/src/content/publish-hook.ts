import type { ContentChangeEvent } from '@maison/domain';

/**
 * The publish hook port: after a story is published, unpublished or deleted, caches of rendered
 * content must go. Embedded default: callbacks registered in this process (the Next app
 * registers one that expires the change's cache tags). Scale-out: REVALIDATE_WEBHOOK_URL
 * receives a POST with the event and the shared secret, so every web process behind it
 * revalidates.
 */
export interface PublishEvent extends ContentChangeEvent {
  uuid: string;
}

export interface PublishHook {
  changed(event: PublishEvent): Promise<void>;
}

type Listener = (event: PublishEvent) => void | Promise<void>;

// On globalThis: Next may evaluate this module more than once per process.
const LISTENERS = Symbol.for('maison.content.publishListeners');
const holder = globalThis as { [LISTENERS]?: Set<Listener> };

function listeners(): Set<Listener> {
  return (holder[LISTENERS] ??= new Set());
}

/** Registers an in-process callback; returns its removal. */
export function onPublish(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export function createLocalPublishHook(): PublishHook {
  return {
    async changed(event) {
      for (const listener of listeners()) await listener(event);
    },
  };
}

export function createWebhookPublishHook(options: {
  url: string;
  secret: string;
  fetch?: typeof fetch;
}): PublishHook {
  const send = options.fetch ?? fetch;
  return {
    async changed(event) {
      const response = await send(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Token ${options.secret}` },
        body: JSON.stringify(event),
      });
      if (!response.ok) throw new Error(`Revalidate webhook answered ${response.status}`);
    },
  };
}
