import { useAdoptedCss } from '@bikeship/embed';
import { LoadingOverlay, TopProgressBar, topProgressBarCss } from '@bikeship/ui';
import { WidgetFrame } from './WidgetFrame';

/** The overlay fills the frame, which the site's CSS makes the viewport while it shows. */
const feedbackCss = `
[part='root'], .site-feedback { height: 100%; }
.site-feedback { position: relative; }
`;

function FeedbackView(props: { state: 'idle' | 'loading' | 'failed'; covering: boolean }) {
  useAdoptedCss(topProgressBarCss);
  useAdoptedCss(feedbackCss);
  return (
    <div className="bs-widget site-feedback">
      <TopProgressBar state={props.state} />
      {props.covering ? <LoadingOverlay label="Loading the page" /> : null}
    </div>
  );
}

/**
 * The ui package's TopProgressBar and LoadingOverlay in a shadow root of their own with the ui
 * CSS (the WidgetFrame's). DECISION: their CSS is a string made for shadow roots; a frame adopts
 * it as it is, with no build step turning it into site CSS, and what they show appears only
 * after a click, so the prerender (which renders no frame) loses nothing.
 */
export default function NavigationFeedbackFrame(props: {
  state: 'idle' | 'loading' | 'failed';
  covering: boolean;
}) {
  return (
    <WidgetFrame
      className={`site-navigation-feedback${props.covering ? ' site-navigation-feedback-covering' : ''}`}
    >
      {() => <FeedbackView state={props.state} covering={props.covering} />}
    </WidgetFrame>
  );
}
