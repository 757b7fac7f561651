/** Header texts, resolved on the server so that client components ship no message catalogue. */
export interface HeaderLabels {
  home: string;
  mainNavigation: string;
  openMenu: string;
  closeMenu: string;
  menu: string;
  wishlist: string;
  cart: string;
  /** The cart link's name with its count; `{count}` is filled in on the client. */
  cartCount: string;
  account: string;
  language: string;
  languages: string;
}
