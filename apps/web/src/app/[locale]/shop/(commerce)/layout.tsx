import { CommerceGate } from '@/features/shop/CommerceGate';

/** The pages that need a valid commerce token (000 §6): the product list and the cart. */
export default function CommerceLayout({ children }: LayoutProps<'/[locale]/shop'>) {
  return <CommerceGate>{children}</CommerceGate>;
}
