import type { Contract } from '@symptoms/domain';

interface ContractGroup {
  groupId: string;
  name: string;
  contracts: Contract[];
}

/** Contracts by group: the global group (Symptoms) first, then the groups by name (spec 2 §2), each in its Index order. */
export function groupContracts(contracts: readonly Contract[], locale: string): ContractGroup[] {
  const groups = new Map<string, ContractGroup & { global: boolean }>();
  for (const contract of contracts) {
    const group = groups.get(contract.GroupId) ?? {
      groupId: contract.GroupId,
      name: contract.Group.DisplayName,
      global: contract.Group.IsGlobal,
      contracts: [],
    };
    group.contracts.push(contract);
    groups.set(contract.GroupId, group);
  }
  return [...groups.values()]
    .sort((a, b) => Number(b.global) - Number(a.global) || a.name.localeCompare(b.name, locale))
    .map(({ groupId, name, contracts: list }) => ({ groupId, name, contracts: [...list].sort((a, b) => a.Index - b.Index) }));
}
