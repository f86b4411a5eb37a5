import { useMarketingActions, type CaptureSlotProps } from '../marketing-actions';

/** The e-mail capture where a marketing page places one (it belongs to another feature; the app provides it). */
export function CaptureSlot(props: CaptureSlotProps) {
  return <>{useMarketingActions().renderCapture(props)}</>;
}
