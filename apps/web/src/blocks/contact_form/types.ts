/** What a product slide shows (from the content service, as the wishlist page reads it). */
export interface ContactProduct {
  mpn: string;
  name: string;
  name2: string | null;
  image: { src: string; alt: string } | null;
}
