'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { FORM_PATCH_SUCCESS_STATUS } from '@maison/domain/constants';
import { websiteLanguage } from '@maison/domain/forms/rules';
import { patchForm } from '@/features/forms/api';
import type { FormPlacement } from '@/features/forms/types';

/**
 * What the wizard keeps of a contact form sent at the first step, for this tab's session
 * (docs/decisions/0036): the record's uuid, the visitor's own message, and the recommendation
 * last patched onto it, so a reload neither asks again nor patches (and mails) the same twice.
 */
export interface FirstStepRecord {
  uuid: string | null;
  customMessage: string;
  /** The products and message last patched, as one key; null before the first PATCH. */
  patched: string | null;
}

const keyOf = (componentUid: string) => `maison.wizard.${componentUid}`;

function read(componentUid: string | null): FirstStepRecord | null {
  if (!componentUid) return null;
  try {
    const raw = window.sessionStorage.getItem(keyOf(componentUid));
    const value = raw ? (JSON.parse(raw) as Partial<FirstStepRecord>) : null;
    if (!value || typeof value !== 'object') return null;
    return {
      uuid: typeof value.uuid === 'string' ? value.uuid : null,
      customMessage: typeof value.customMessage === 'string' ? value.customMessage : '',
      patched: typeof value.patched === 'string' ? value.patched : null,
    };
  } catch {
    return null;
  }
}

/** The first-step record of the wizard block `componentUid` (null: no form first). */
export function useFirstStepRecord(componentUid: string | null) {
  const [record, setState] = useState(() => read(componentUid));
  const setRecord = useCallback(
    (next: FirstStepRecord | null) => {
      setState(next);
      if (!componentUid) return;
      try {
        if (next) window.sessionStorage.setItem(keyOf(componentUid), JSON.stringify(next));
        else window.sessionStorage.removeItem(keyOf(componentUid));
      } catch {
        // Storage refused (private mode, quota): the record lives for this page view only.
      }
    },
    [componentUid],
  );
  return [record, setRecord] as const;
}

/**
 * 001 §3, §4: with the form first, the recommendations (article numbers) and the message (own
 * message plus every question and answer) are patched onto the record once the result shows,
 * and again when changed answers change them. Returns whether the shown ones are patched.
 */
export function useRecommendationPatch({
  record,
  setRecord,
  placement,
  onResult,
  products,
  message,
}: {
  record: FirstStepRecord | null;
  setRecord: (next: FirstStepRecord) => void;
  placement: FormPlacement | null;
  onResult: boolean;
  products: string;
  message: string;
}): boolean {
  const key = `${products}\n${message}`;
  const sending = useRef<string | null>(null);
  const uuid = record?.uuid ?? null;
  const due = onResult && placement !== null && uuid !== null && record?.patched !== key;
  useEffect(() => {
    if (!due || !placement || !uuid || !record || sending.current === key) return;
    sending.current = key;
    patchForm(uuid, {
      action: 'CONTACT_FORM',
      form_id: placement.formId,
      used_website_language: websiteLanguage(placement.locale),
      products,
      message,
    })
      .then((result) => {
        if (result.status === FORM_PATCH_SUCCESS_STATUS) setRecord({ ...record, patched: key });
        else console.error(`[wizard] the recommendations were not patched: ${result.status}`);
      })
      .catch((error: unknown) =>
        console.error('[wizard] the recommendations were not patched', error),
      )
      .finally(() => {
        if (sending.current === key) sending.current = null;
      });
  }, [due, key, placement, uuid, record, setRecord, products, message]);
  return onResult && uuid !== null && record?.patched === key;
}
