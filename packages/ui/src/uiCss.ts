import { buttonCss } from './button.css';
import { fieldCss } from './field.css';
import { loadingOverlayCss } from './loadingOverlay.css';
import { modalCss } from './modal.css';
import { noticeCss } from './notice.css';
import { tokensCss } from './tokens.css';
import { topProgressBarCss } from './topProgressBar.css';

/** All of the shared components' CSS with the tokens, to adopt into a widget's shadow root. */
export const uiCss = [
  tokensCss,
  buttonCss,
  fieldCss,
  noticeCss,
  modalCss,
  loadingOverlayCss,
  topProgressBarCss,
].join('\n');
