/** Header texts, resolved on the server so that client components ship no message catalogue. */
export interface HeaderLabels {
  home: string;
  mainNavigation: string;
  openMenu: string;
  closeMenu: string;
  menu: string;
  wishlist: string;
  cart: string;
  account: string;
  language: string;
  languages: string;
}
