import { uiCss } from '@bikeship/ui';
import { quoteBoxCss } from './quoteBox/quoteBox.css';
import { contentsStepCss } from './steps/contents/contentsStep.css';
import { costsStepCss } from './steps/costs/costsStep.css';
import { detailsStepCss } from './steps/details/detailsStep.css';
import { paymentStepCss } from './steps/payment/paymentStep.css';
import { recentSearchesCss } from './steps/search/recentSearches.css';
import { searchStepCss } from './steps/search/searchStep.css';
import { wizardCss } from './wizard/wizard.css';

/**
 * ALL the CSS of the quote elements, for hosts without a shadow root to adopt into (Storybook,
 * the site). The elements themselves adopt only what they show first (elementCss.ts); each lazy
 * step adopts its own CSS when it loads (@bikeship/embed: useAdoptedCss).
 */
export const quoteWidgetCss = [
  uiCss,
  wizardCss,
  quoteBoxCss,
  searchStepCss,
  recentSearchesCss,
  costsStepCss,
  detailsStepCss,
  contentsStepCss,
  paymentStepCss,
].join('\n');
