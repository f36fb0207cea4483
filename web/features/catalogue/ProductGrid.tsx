import type { VariantHint } from '../../../core/catalogue';
import type { Product } from '../../../core/entities/catalogue';
import { useShopperLocation } from '../location/location-store';
import { EAGER_CARD_IMAGES } from './catalogue-config';
import { ProductCard } from './ProductCard';
import { useStock } from './queries';
import './ProductGrid.css';

interface ProductGridProps {
  products: readonly Product[];
  variantHint?: VariantHint;
}

/** Cards of one list page, with stock for the shopper's zip asked once for the whole page. */
export function ProductGrid({ products, variantHint }: ProductGridProps) {
  const location = useShopperLocation();
  const skus = products.flatMap((p) => p.variants.map((v) => v.sku));
  const { data: stock } = useStock(skus, location.zip, location.destination);
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id} className="product-grid__item">
          <ProductCard
            product={product}
            variantHint={variantHint}
            stock={stock}
            eager={index < EAGER_CARD_IMAGES}
            priority={index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
