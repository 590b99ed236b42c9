import { addressFormCss } from './address/addressForm.css';
import { buttonCss } from './button.css';
import { fieldCss } from './field.css';
import { loadingOverlayCss } from './loadingOverlay.css';
import { modalCss } from './modal.css';
import { noticeCss } from './notice.css';
import { stageChargesSummaryCss } from './shipping/stageChargesSummary.css';
import { stageRatesCss } from './shipping/stageRates.css';
import { tokensCss } from './tokens.css';
import { topProgressBarCss } from './topProgressBar.css';

/**
 * The tokens and the CSS of the components a widget shows from its first render: buttons,
 * fields, notices, the loading overlay. A part that shows a Modal or a TopProgressBar adopts
 * `modalCss` / `topProgressBarCss` itself, so a first load does not carry them.
 */
export const uiBaseCss = [tokensCss, buttonCss, fieldCss, noticeCss, loadingOverlayCss].join('\n');

/** All of the shared components' CSS with the tokens (hosts without a shadow root: Storybook). */
export const uiCss = [
  uiBaseCss,
  modalCss,
  topProgressBarCss,
  addressFormCss,
  stageChargesSummaryCss,
  stageRatesCss,
].join('\n');
