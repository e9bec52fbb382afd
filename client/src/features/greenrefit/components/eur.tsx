import { Money } from '@/components/ui/money';
import { wholeEur } from '../utils/format';

/**
 * An amount of the assessment (whole euros) in the reader's display currency; converted, it is marked '≈' with the
 * amount in euros, the rate and its day as its title (PRODUCT.md 37).
 */
export const Eur = ({ value }: { value: number }) => (
  <Money amount={wholeEur(value)} currency="EUR" digits={0} />
);
