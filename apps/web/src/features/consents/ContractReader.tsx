import { useId, useState } from 'react';
import { Box, Button } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@symptoms/domain';
import { scrolledToEnd } from '../../ui/Modal';
import { ContractText } from './ContractText';

/**
 * A contract's text behind a "Read" button, in a box of its own height: `onRead` is called once the
 * box has been scrolled to within 50 px of its end (spec 2 §2, §9), or at once when the text is short
 * enough to be seen whole.
 */
export function ContractReader({ contract, onRead }: { contract: Contract; onRead: () => void }) {
  const { t } = useTranslation('consents');
  const [open, setOpen] = useState(false);
  const boxId = useId();
  const check = (element: HTMLElement | null) => {
    if (element && element.clientHeight > 0 && scrolledToEnd(element)) onRead();
  };
  return (
    <Box>
      <Button
        variant="subtle"
        px={0}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={open ? boxId : undefined}
        rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
      >
        {open ? t('reader.hide', { title: contract.Title }) : t('reader.open', { title: contract.Title })}
      </Button>
      {open && (
        <Box
          id={boxId}
          ref={check}
          data-testid={`contract-text-${contract.ContractId}`}
          tabIndex={0}
          role="region"
          aria-label={contract.Title}
          onScroll={(event) => check(event.currentTarget)}
          style={{ maxHeight: 280, overflowY: 'auto', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
          p="md"
          bg="white"
        >
          <ContractText sections={contract.Sections} headingOrder={4} />
        </Box>
      )}
    </Box>
  );
}
