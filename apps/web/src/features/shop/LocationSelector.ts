/** /shop/standort's page (002 §2, §4), the shop's public entry for its route (decision 0021). */
export { LocationSelector } from './location/LocationSelector';
