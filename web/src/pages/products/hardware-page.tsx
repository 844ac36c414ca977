import { productListings } from '@ferrum/shared/content/products';
import { ProductListingView } from './product-listing.tsx';

/** /products/hardware: the Data Diode. */
export default function HardwarePage() {
  return <ProductListingView listing={productListings.hardware} />;
}
