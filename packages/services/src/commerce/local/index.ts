export {
  createLocalCommercePort,
  loadOrder,
  type CommerceTx,
  type LocalCommerceOptions,
} from './engine';
export {
  findProductGroup,
  listLimitations,
  listProductGroups,
  productGroupNames,
  SHOP_LANGUAGES,
  type ShopLanguage,
} from './catalogue';
