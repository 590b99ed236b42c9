import { uiCss } from '@bikeship/ui';
import { wizardCss } from './wizard/wizard.css';

/**
 * The CSS of both quote elements, adopted into each shadow root. Each step keeps its CSS beside
 * it (`*.css.ts`); they are gathered here so one constructed stylesheet serves every instance.
 */
export const quoteWidgetCss = [uiCss, wizardCss].join('\n');
