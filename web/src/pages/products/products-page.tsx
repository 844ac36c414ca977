import { productListings } from '@ferrum/shared/content/products';
import { ProductListingView } from './product-listing.tsx';

/** /products: both products and the MDR service (docs/product.md#product-listing-pages). */
export default function ProductsPage() {
  return <ProductListingView listing={productListings.all} />;
}
