import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AddressAnswer, ErrorCode, type Model, type Patient } from '@symptoms/domain';
import { apiRequest } from '../../api/client';
import { ApiError } from '../../api/errors';
import { patientUpdate, saveMyPatient } from '../../api/symptoms';
import { toast } from '../../ui/toast';

type Place = Pick<Patient, 'AreaCode' | 'County' | 'Municipal' | 'City'>;
type Lookup = 'idle' | 'looking' | 'invalid' | 'unavailable';

const lookUp = (code: string) => apiRequest(`/api/addresses/${code}`, {}, AddressAnswer);

/**
 * The patient's place and figure (spec 2 §2): a postal code is empty or five digits that the address
 * lookup resolves, which fills county, municipality and city; emptying it clears all four.
 */
export function PatientSection({ patient, onReload }: { patient: Patient; onReload: () => Promise<unknown> }) {
  const { t } = useTranslation('profile');
  const [place, setPlace] = useState<Place>({
    AreaCode: patient.AreaCode,
    County: patient.County,
    Municipal: patient.Municipal,
    City: patient.City,
  });
  const [model, setModel] = useState<Model>(patient.Model);
  const [lookup, setLookup] = useState<Lookup>('idle');

  const changeCode = async (typed: string) => {
    const code = typed.trim().slice(0, 5);
    if (!code) {
      setPlace({ AreaCode: null, County: null, Municipal: null, City: null });
      setLookup('idle');
      return;
    }
    setPlace({ AreaCode: code, County: null, Municipal: null, City: null });
    if (!/^\d{5}$/.test(code)) return setLookup('invalid');
    setLookup('looking');
    try {
      const found = await lookUp(code);
      setPlace({ AreaCode: code, County: found.County, Municipal: found.Municipal, City: found.City });
      setLookup('idle');
    } catch (error) {
      setLookup(error instanceof ApiError && error.status === 504 ? 'unavailable' : 'invalid');
    }
  };

  const save = useMutation({
    mutationFn: () => saveMyPatient(patientUpdate(patient, { ...place, Model: model })),
    onSuccess: async () => {
      toast.success(t('personal.saved'));
      await onReload();
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.errorCode === ErrorCode.Conflict) {
        toast.warning(t('personal.conflict'));
        await onReload();
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lookup === 'idle' || lookup === 'unavailable') save.mutate();
  };
  const codeError = lookup === 'invalid' ? t('patient.invalidCode') : undefined;

  return (
    <form onSubmit={submit} noValidate aria-label={t('patient.title')}>
      <Stack gap="sm" maw={520}>
        {save.error instanceof ApiError && save.error.errorCode !== ErrorCode.Conflict && (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        )}
        <TextInput
          label={t('patient.areaCode')}
          description={t('patient.areaCodeHint')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          w={200}
          defaultValue={place.AreaCode ?? ''}
          onChange={(e) => void changeCode(e.currentTarget.value)}
          error={codeError}
        />
        {lookup === 'unavailable' && <Text c="orange.8">{t('patient.unavailable')}</Text>}
        {place.City && (
          <Text aria-live="polite">{t('patient.place', { city: place.City, municipal: place.Municipal, county: place.County })}</Text>
        )}
        <Radio.Group label={t('patient.model')} value={model} onChange={(value) => setModel(value as Model)}>
          <Group mt="xs">
            <Radio value="female" label={t('patient.female')} />
            <Radio value="male" label={t('patient.male')} />
          </Group>
        </Radio.Group>
        <Button type="submit" loading={save.isPending} disabled={lookup === 'looking' || lookup === 'invalid'} w="fit-content">
          {t('personal.save')}
        </Button>
      </Stack>
    </form>
  );
}
