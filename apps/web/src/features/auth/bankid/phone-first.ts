import { useMediaQuery } from '@mantine/hooks';
import { bankIdDevice } from './api';

/** A phone or tablet, or a narrow touch screen: BankID on the device itself comes first. */
export function usePhoneFirst(): boolean {
  const narrowTouch = useMediaQuery('(max-width: 767px) and (pointer: coarse)', false, { getInitialValueInEffect: false });
  return bankIdDevice().mobile || narrowTouch;
}
