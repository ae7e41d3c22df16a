export const ADMIN_PROMS_PATH = '/admin/proms';
export const promEditPath = (id?: string) => (id ? `/admin/proms/edit/${encodeURIComponent(id)}` : '/admin/proms/edit');
export const promQuestionsPath = (id: string) => `${promEditPath(id)}/questions`;
