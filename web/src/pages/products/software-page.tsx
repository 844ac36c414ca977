import { productListings } from '@ferrum/shared/content/products';
import { ProductListingView } from './product-listing.tsx';

/** /products/software: the Cyber Digital Twin. */
export default function SoftwarePage() {
  return <ProductListingView listing={productListings.software} />;
}
