/** /shop/warenkorb's page (001 §2), the shop's public entry for its route (decision 0021). */
export { CartPage } from './cart/CartPage';
