import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminContract, ContractCreate, ContractUpdate, ContractVersionCreate, ErrorBody, Uuid } from '@symptoms/domain';
import { canDo } from '../../platform/access';
import { requireContext } from '../../platform/context';
import type { Fixtures } from '../../platform/probe';
import {
  CONTRACTS_READ,
  CONTRACTS_WRITE,
  createContract,
  deleteContract,
  getContract,
  listContracts,
  publishVersion,
  updateContract,
} from './service';

const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const Id = z.object({ id: Uuid });
/** A contract of the owner's group (its fixture): callers outside the group do not find it. */
const ofTheGroup = { needs: ['contract'], params: (f: Fixtures) => ({ id: f('contract').Id }), unit: 'group' } as const;

/** A contract as the probe and the tests write it. */
export const sampleContract = (descriptor = 'probe') => ({
  Descriptor: descriptor,
  Index: 0,
  Active: true,
  Required: false,
  RequiredRead: false,
  TermsOfService: false,
  DataProcessing: true,
  Underage: false,
  StatusReports: true,
  SymptomReports: false,
  PromReports: true,
  Notes: false,
  Texts: [
    {
      Language: 'sv',
      Title: 'Personuppgifter',
      Description: 'Så behandlar vi dina uppgifter.',
      Sections: [{ Title: 'Ändamål', Index: 0, Paragraphs: [{ Text: 'Vi sparar det du rapporterar.', Index: 0 }] }],
    },
  ],
});

/** The admin's contracts editor (spec 3 §2 contracts, §7): the contracts of the admin's groups, their versions. */
export async function contractRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = canDo(CONTRACTS_READ);
  const write = canDo(CONTRACTS_WRITE);
  r.route({
    method: 'GET',
    url: '/contracts',
    config: { access: read, probe: { status: 200 } },
    schema: {
      tags: ['contracts'],
      summary: 'The contracts of the groups the admin administers',
      response: { 200: z.array(AdminContract) },
    },
    handler: (request) => listContracts(deps, requireContext(request)),
  });
  r.route({
    method: 'GET',
    url: '/contracts/:id',
    config: { access: read, probe: { ...ofTheGroup, status: 200 } },
    schema: {
      tags: ['contracts'],
      summary: 'One contract with its current text and versions',
      params: Id,
      response: { 200: AdminContract, ...errors },
    },
    handler: (request) => getContract(deps, requireContext(request), request.params.id),
  });
  r.route({
    method: 'POST',
    url: '/my/group/contracts',
    config: { access: write, probe: { body: () => sampleContract(), status: 201 } },
    schema: {
      tags: ['contracts'],
      summary: 'A new contract of the active group (version 1)',
      body: ContractCreate,
      response: { 201: AdminContract, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createContract(deps, requireContext(request), request.body)),
  });
  r.route({
    method: 'PUT',
    url: '/contracts/:id',
    config: {
      access: write,
      probe: { ...ofTheGroup, body: (f) => ({ ...sampleContract(), Version: f('contract').Version }), status: 200 },
    },
    schema: {
      tags: ['contracts'],
      summary: 'Change a contract’s settings, and its text while nobody has answered the current version (else 4141)',
      params: Id,
      body: ContractUpdate,
      response: { 200: AdminContract, ...errors },
    },
    handler: (request) => updateContract(deps, requireContext(request), request.params.id, request.body),
  });
  r.route({
    method: 'POST',
    url: '/contracts/:id/versions',
    config: {
      access: write,
      probe: { ...ofTheGroup, body: (f) => ({ Texts: sampleContract().Texts, Version: f('contract').Version }), status: 201 },
    },
    schema: {
      tags: ['contracts'],
      summary: 'Publish a new version: everyone it applies to must answer it again',
      params: Id,
      body: ContractVersionCreate,
      response: { 201: AdminContract, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await publishVersion(deps, requireContext(request), request.params.id, request.body)),
  });
  r.route({
    method: 'DELETE',
    url: '/contracts/:id',
    config: { access: write, probe: { ...ofTheGroup, status: 204 } },
    schema: {
      tags: ['contracts'],
      summary: 'Remove a contract (the answers given stay)',
      params: Id,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await deleteContract(deps, requireContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
