import { describe, expect, it } from 'vitest';
import { securitySchemes } from '../openapi-kit/document';
import { PROBES } from './probe-table';
import { kindOf, PUBLIC, RULES } from './rules';
import { MATRIX_OPS, OPS } from './run';

/** The matrix covers the route table: rules.ts says who may call what, the other files run it. */

describe('the route table', () => {
  it('classifies every operation: a rule and a probe for each matrix one, a reason for each public one', () => {
    const matrix = MATRIX_OPS.map((op) => op.key).sort();
    expect(Object.keys(RULES).sort()).toEqual(matrix);
    expect([...Object.keys(PROBES), 'POST /api/v1/inventory/actions/'].sort()).toEqual(matrix);
    expect(
      OPS.filter((op) => kindOf(op) === 'public')
        .map((op) => op.key)
        .sort(),
    ).toEqual(Object.keys(PUBLIC).sort());
    // Every secured operation is in the matrix.
    for (const op of OPS)
      if (securitySchemes(op).length && !op.key.startsWith('POST /api/v1/forms/'))
        expect(RULES[op.key], op.key).toBeDefined();
  });
});
