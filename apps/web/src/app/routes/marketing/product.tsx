import { useLocation } from 'react-router';
import { ProductPage } from '@/features/marketing/components/product-page';
import { productPageFor } from '@/features/marketing/content/products';
import { NotFound } from '../not-found';

/** Every product and feature page; the path picks the content. */
export function Component() {
  const { pathname } = useLocation();
  const content = productPageFor(pathname.replace(/\/+$/, ''));
  if (!content) return <NotFound />;
  return <ProductPage key={content.path} content={content} />;
}
