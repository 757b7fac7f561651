import { useState } from 'react';

/** The text values of a form and an onChange factory per field. */
export function useFormValues<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const change = (field: keyof V) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  return { values, setValues, change };
}
