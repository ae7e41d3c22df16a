import { IconMoodEmptyFilled, IconMoodHappyFilled, IconMoodSadFilled, IconMoodSmileFilled, IconMoodWrrrFilled } from '@tabler/icons-react';

/**
 * A face for a place on a scale from best (0) to worst (1): filled 28 px faces whose mouths differ
 * at phone size (the 16 px outlines were hard to tell apart). Decorative: the number names the option.
 */
export function FaceIcon({ badness }: { badness: number }) {
  const props = { size: 28, 'aria-hidden': true, className: 'scale-face' } as const;
  if (badness < 0.15) return <IconMoodHappyFilled {...props} />;
  if (badness < 0.35) return <IconMoodSmileFilled {...props} />;
  if (badness < 0.65) return <IconMoodEmptyFilled {...props} />;
  if (badness < 0.85) return <IconMoodSadFilled {...props} />;
  return <IconMoodWrrrFilled {...props} />;
}
