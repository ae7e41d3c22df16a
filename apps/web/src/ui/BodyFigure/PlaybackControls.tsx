import { ActionIcon, Group, Slider, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PlaybackFrame } from './types';

interface Props {
  frames: readonly PlaybackFrame[];
  index: number;
  playing: boolean;
  onIndexChange: (index: number) => void;
  onPlayingChange: (playing: boolean) => void;
}

/** Play/pause, the report being shown and its date, for replaying a symptom's reports. */
export function PlaybackControls({ frames, index, playing, onIndexChange, onPlayingChange }: Props) {
  const { t, i18n } = useTranslation('bodyfigure');
  const frame = frames[index];
  if (!frame) return <Text c="dimmed">{t('play.empty')}</Text>;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'Europe/Stockholm' }).format(new Date(frame.date));
  return (
    <Group gap="sm" wrap="nowrap" className="body-figure__playback">
      <ActionIcon
        size={44}
        radius="xl"
        variant="filled"
        aria-label={playing ? t('play.pause') : t('play.play')}
        onClick={() => {
          if (!playing && index >= frames.length - 1) onIndexChange(0);
          onPlayingChange(!playing);
        }}
      >
        {playing ? <IconPlayerPauseFilled size={20} /> : <IconPlayerPlayFilled size={20} />}
      </ActionIcon>
      <Slider
        style={{ flex: 1 }}
        min={0}
        max={Math.max(0, frames.length - 1)}
        step={1}
        value={index}
        onChange={(value) => {
          onPlayingChange(false);
          onIndexChange(value);
        }}
        label={null}
        disabled={frames.length < 2}
        thumbLabel={t('play.position')}
      />
      <Text aria-live="polite" className="body-figure__date" size="sm">
        {t('play.frame', { index: index + 1, count: frames.length, date })}
      </Text>
    </Group>
  );
}
