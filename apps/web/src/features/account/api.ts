import type { api, InferResponseType } from '@maison/api/web-client';

/** The accounts' answers as the typed client infers them from the API's routes (000 §7). */

/** The logged-in user as GET users/me/ answers it. */
export type User = InferResponseType<typeof api.api.v1.users.me.index.$get, 200>;
export type WishlistEntry = User['wishlist'][number];
/** A successful POST jwt/create/. */
export type LoginResponse = InferResponseType<typeof api.api.v1.jwt.create.index.$post, 200>;
