import { api, send, type InferRequestType } from '@maison/api/web-client';

/** The forms API as the browser calls it (docs/forms.md), through the typed client. */

/** A submission's body: one shape per action (payload.ts builds it from the form's values). */
export type FormSubmissionBody = InferRequestType<typeof api.api.v1.forms.index.$post>['json'];
type FormPatchBody = InferRequestType<
  (typeof api.api.v1.forms)[':uuid']['index']['$patch']
>['json'];

export function postForm(body: FormSubmissionBody) {
  return send(api.api.v1.forms.index.$post({ json: body }));
}

export function patchForm(uuid: string, body: FormPatchBody) {
  return send(api.api.v1.forms[':uuid'].index.$patch({ param: { uuid }, json: body }));
}

export function confirmNewsletter(uuid: string) {
  return send(
    api.api.v1.forms[':uuid']['newsletter-subscribe-confirm'].index.$post({ param: { uuid } }),
  );
}
