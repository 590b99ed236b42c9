import { buttonCss } from './Button';
import { fieldCss } from './Field';
import { loadingOverlayCss } from './LoadingOverlay';
import { modalCss } from './Modal';
import { noticeCss } from './Notice';
import { topProgressBarCss } from './TopProgressBar';
import { tokensCss } from './tokens.css';

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
