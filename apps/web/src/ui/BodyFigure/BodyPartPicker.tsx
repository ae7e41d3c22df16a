import { useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Model } from '@symptoms/domain';
import { partAnchor, type PickableBodyPart } from './anchors';
import { PART_GROUPS } from './part-groups';
import type { FigureMark } from './types';

export interface BodyPartPickerProps {
  model: Model;
  /** Called with a mark at the middle of the chosen part. */
  onPick: (mark: FigureMark) => void;
  disabled?: boolean;
}

/** The keyboard and screen-reader way to mark a symptom: choose a body part from a list. */
export function BodyPartPicker({ model, onPick, disabled }: BodyPartPickerProps) {
  const { t } = useTranslation('bodyfigure');
  const [announcement, setAnnouncement] = useState('');
  const [search, setSearch] = useState('');
  const data = PART_GROUPS.map(({ group, parts }) => ({
    group: t(`groups.${group}`),
    items: parts.map((part) => ({ value: part, label: t(`parts.${part}`) })),
  }));
  return (
    <>
      <Select
        label={t('picker.label')}
        description={t('picker.description')}
        placeholder={t('picker.placeholder')}
        nothingFoundMessage={t('picker.nothingFound')}
        data={data}
        value={null}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        disabled={disabled}
        maxDropdownHeight={280}
        onChange={(value) => {
          if (!value) return;
          const part = value as PickableBodyPart;
          onPick(partAnchor(model, part));
          setSearch('');
          setAnnouncement(t('picker.picked', { part: t(`parts.${part}`) }));
        }}
      />
      <div className="body-figure__status" aria-live="polite">
        {announcement}
      </div>
    </>
  );
}
