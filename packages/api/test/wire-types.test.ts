import { describe, expectTypeOf, it } from 'vitest';
import type { z } from '@hono/zod-openapi';
import type { Order } from '@maison/domain';
import { OrderSchema } from '../src/resources/commerce/schemas';

// The domain's types are what the services and the e-mails build; the API's schemas are what
// the wire carries. `npm run typecheck` fails when the two drift apart (issue 23).
describe('wire types', () => {
  it("the API's Order is the domain's Order", () => {
    expectTypeOf<z.infer<typeof OrderSchema>>().toEqualTypeOf<Order>();
  });
});
