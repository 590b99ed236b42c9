import { uiCss } from '@bikeship/ui';
import { quoteBoxCss } from './quoteBox/quoteBox.css';
import { contentsStepCss } from './steps/contents/contentsStep.css';
import { costsStepCss } from './steps/costs/costsStep.css';
import { detailsStepCss } from './steps/details/detailsStep.css';
import { paymentStepCss } from './steps/payment/paymentStep.css';
import { searchStepCss } from './steps/search/searchStep.css';
import { wizardCss } from './wizard/wizard.css';

/**
 * The CSS of both quote elements, adopted into each shadow root. Each step keeps its CSS beside
 * it (`*.css.ts`); they are gathered here so one constructed stylesheet serves every instance.
 */
export const quoteWidgetCss = [
  uiCss,
  wizardCss,
  quoteBoxCss,
  searchStepCss,
  costsStepCss,
  detailsStepCss,
  contentsStepCss,
  paymentStepCss,
].join('\n');
