export * from './constants';
export * from './errors';
export * from './validation';
export * from './quick-schemas';
export * from './entities/common';
export * from './entities/users';
export * from './entities/groups';
export * from './entities/languages';
export * from './entities/auth';
export * from './entities/env';
export * from './entities/about';
export * from './entities/audit';
export * from './entities/shares';
export * from './entities/patients';
export * from './entities/access';
export * from './rules/personnummer';
export * from './rules/roles';
export * from './rules/payload';
export * from './rules/control-characters';
export * from './entities/records';
export * from './entities/uploads';
export * from './entities/calendar';
export * from './rules/reminder';
export * from './status';
export * from './proms/index';
export * from './symptoms/index';
export * from './stockholm-time';
export * from './realtime';
export * from './access/index';
export * from './accounts/index';
export * from './bankid/index';
export * from './entities/bugreports';
export * from './entities/contracts';

export * from './entities/admin';

export * from './entities/admin-content';

export * from './studytasks/index';

export * from './exports/index';
