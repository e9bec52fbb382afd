import type { User } from '@shared/schemas/auth';
import { currencies } from '@shared/schemas/money';
import { useTranslation } from 'react-i18next';
import { toastSubmitError } from '@/components/form';
import { ChoiceButtons } from '@/components/ui/choice-buttons';
import { Money } from '@/components/ui/money';
import { useMoneySettings } from '@/lib/money';
import { useUpdateProfile } from '../api/account';

/** The currency amounts are shown in (PRODUCT.md 37), saved at once; the rate in use is stated below it. */
export function DisplayCurrency({ user }: { user: User }) {
  const { t } = useTranslation('common');
  const { t: tAccount } = useTranslation('account');
  const update = useUpdateProfile();
  const { rate } = useMoneySettings();
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-900">{t('money.display')}</p>
      <ChoiceButtons
        legend={t('money.display')}
        choices={currencies}
        value={update.variables?.displayCurrency ?? user.displayCurrency}
        onChange={(displayCurrency) =>
          update.mutate(
            { displayCurrency },
            { onError: (err) => toastSubmitError(err, tAccount('tryAgain'), tAccount('profile.saveFailed')) },
          )
        }
        label={(c) => c}
      />
      <p className="text-sm text-slate-600">
        {t('money.displayHint')}
        {rate && (
          <>
            {' '}
            1 EUR = {rate.rate.toFixed(4)} USD ({rate.rateDate}, {rate.source}). <Money amount={100} />
          </>
        )}
      </p>
    </div>
  );
}
